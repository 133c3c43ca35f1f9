// LarderTestSupport: see README.md in this folder.
