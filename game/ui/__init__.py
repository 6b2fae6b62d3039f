"""Everything pygame: the app loop, scenes, widgets, card art."""
