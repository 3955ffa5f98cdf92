"""The build's modules under build.py (the command front): serving, installs, the runtime, the wheel, the standard
library, the engine's data and pattern databases, the site's manifests, compression, icons and the lint."""
