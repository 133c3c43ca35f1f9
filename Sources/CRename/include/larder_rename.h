#ifndef LARDER_RENAME_H
#define LARDER_RENAME_H

/// Swaps the files at two paths atomically (Linux's renameat2 with RENAME_EXCHANGE): both
/// must exist. Returns 0, or -1 with errno set.
int larder_rename_exchange(const char *first, const char *second);

/// Renames `from` to `to` unless `to` exists (renameat2 with RENAME_NOREPLACE). Returns 0, or
/// -1 with errno set (EEXIST when `to` exists).
int larder_rename_noreplace(const char *from, const char *to);

/// Takes a read lease on a file opened read-only (fcntl F_SETLEASE with F_RDLCK), which the
/// kernel grants only while no process has the file open for writing. Returns 0, or -1 with
/// errno set (EAGAIN when the file is open for writing).
int larder_take_read_lease(int descriptor);

/// Gives back a lease taken with larder_take_read_lease. Returns 0, or -1 with errno set.
int larder_release_lease(int descriptor);

/// The file system type (statfs's f_type, a magic number such as NFS's 0x6969) of an open
/// file, or -1 with errno set.
long larder_file_system_type(int descriptor);

#endif
