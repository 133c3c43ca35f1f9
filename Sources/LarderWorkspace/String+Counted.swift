extension String {
  /// A count with its noun, for messages and commit subjects: `1 day`, `3 days`.
  static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
  }
}
