// LarderReports: see README.md in this folder.
