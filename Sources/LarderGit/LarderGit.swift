// LarderGit: see README.md in this folder.
