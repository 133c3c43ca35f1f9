#!/usr/bin/env bash
# The layer rules of Documentation/Architecture.md, checked: each target imports only the
# modules its row allows. SwiftPM's --explicit-target-dependency-import-check catches an
# import of a target outside a target's dependencies; this catches the import of a target
# that is only a dependency's dependency (the CLI importing LarderJournal, say).
set -euo pipefail
cd "$(dirname "$0")/.."

declare -A allowed=(
  [LarderSyntax]=""
  [LarderModel]=""
  [LarderJournal]="LarderSyntax LarderModel"
  [LarderCache]="LarderJournal LarderSyntax LarderModel"
  [LarderReports]="LarderModel"
  [LarderMealText]="LarderModel"
  [LarderImport]="LarderModel CZlib FoundationEssentials Glibc SystemPackage"
  [LarderGit]="CLibGit2 FoundationEssentials Glibc Synchronization SystemPackage"
  [LarderWorkspace]="LarderJournal LarderCache LarderReports LarderGit LarderModel LarderSyntax LarderImport LarderMealText CRename FoundationEssentials Glibc Dispatch Synchronization SystemPackage"
  [larder]="LarderWorkspace ArgumentParser FoundationEssentials"
)

status=0
for target in "${!allowed[@]}"; do
  while IFS=: read -r file module; do
    if [[ " ${allowed[$target]} " != *" $module "* ]]; then
      echo "check-layers: $file imports $module, which $target may not import" >&2
      status=1
    fi
  done < <(grep -rHoE '^(@_exported )?((public|internal|package) )?import [A-Za-z0-9_]+' \
    "Sources/$target" --include='*.swift' | sed -E 's/:(@_exported )?((public|internal|package) )?import /:/')
done
[ "$status" -eq 0 ] && echo "check-layers: every target imports only what its layer allows"
exit "$status"
