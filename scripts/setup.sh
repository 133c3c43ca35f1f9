#!/usr/bin/env bash
# Installs what Larder needs to build and test on Debian, only when it is missing.
set -euo pipefail

missing=()
[ -f /usr/include/git2.h ] || missing+=(libgit2-dev)
command -v git >/dev/null || missing+=(git)
[ -f /etc/ssl/certs/ca-certificates.crt ] || missing+=(ca-certificates)
# The backup tests push over ssh:// to an sshd they start on 127.0.0.1.
[ -x /usr/sbin/sshd ] || missing+=(openssh-server)
command -v ssh-keygen >/dev/null || missing+=(openssh-client)
# The memory tests measure a child's peak with /usr/bin/time.
[ -x /usr/bin/time ] || missing+=(time)
# The suite runs a second time under a shifted clock.
command -v faketime >/dev/null || missing+=(faketime)
# The JSON tests validate every --json document against Documentation/json/.
python3 -c 'import jsonschema' 2>/dev/null || missing+=(python3-jsonschema)

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null; then
  echo "setup: the Swift toolchain (6.0 or newer) is not on PATH; see https://swift.org/install" >&2
  exit 2
fi
