import LarderWorkspace

/// What a refused call said: the description of the error it threw, nil when it did not throw.
func refusal(_ body: () throws -> Void) -> String? {
  do {
    try body()
    return nil
  } catch {
    return String(describing: error)
  }
}

/// The ids `check` reports for each path.
func checkIDs(_ result: CheckResult) -> [String: [String]] {
  var ids: [String: [String]] = [:]
  for file in result.files { ids[file.path, default: []] += file.diagnostics.map(\.id) }
  return ids
}
