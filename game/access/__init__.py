"""A table a screen reader can follow and play: the page's accessible layer, without pygame.

``layer`` builds and updates the layer in a document (the page's, through pygbag's
``platform.window.document``; a fake one in the tests) from plain words: the table's glue
(game/ui/table/spoken.py) turns the match the table reads into them.
"""
