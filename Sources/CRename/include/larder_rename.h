#ifndef LARDER_RENAME_H
#define LARDER_RENAME_H

/// Swaps the files at two paths atomically (Linux's renameat2 with RENAME_EXCHANGE): both
/// must exist. Returns 0, or -1 with errno set.
int larder_rename_exchange(const char *first, const char *second);

/// Renames `from` to `to` unless `to` exists (renameat2 with RENAME_NOREPLACE). Returns 0, or
/// -1 with errno set (EEXIST when `to` exists).
int larder_rename_noreplace(const char *from, const char *to);

#endif
