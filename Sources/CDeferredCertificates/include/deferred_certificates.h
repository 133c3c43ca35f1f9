#ifndef LARDER_DEFERRED_CERTIFICATES_H
#define LARDER_DEFERRED_CERTIFICATES_H

/// Starts or stops deferring the certificate authorities that libgit2 loads while it
/// initialises; larder defers them around git_libgit2_init only.
void larder_defer_certificates(int defer);

/// The file of certificate authorities whose loading was deferred, or NULL.
const char *larder_deferred_certificate_file(void);

/// The directory of certificate authorities whose loading was deferred, or NULL.
const char *larder_deferred_certificate_directory(void);

#endif
