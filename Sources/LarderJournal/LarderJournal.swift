// LarderJournal: see README.md in this folder.
