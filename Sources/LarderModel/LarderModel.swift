// LarderModel: see README.md in this folder.
