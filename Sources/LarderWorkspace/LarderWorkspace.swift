// LarderWorkspace: see README.md in this folder.
