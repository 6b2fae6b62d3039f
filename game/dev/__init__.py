"""Developer tools: the command line, simulations, tournaments and benchmarks.

Never staged into the web bundle (tools/build_web.py skips ``game/dev``).
"""
