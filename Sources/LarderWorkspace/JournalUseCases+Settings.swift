public import LarderJournal

/// One setting as `larder settings` shows it.
public struct SettingValue: Sendable, Codable {
  /// The key as typed: `cutoff`, `week-start`, `units`.
  public let key: String
  /// The value in force.
  public let value: String
  /// Whether `larder.yaml` leaves it out, so the default of FORMAT.md §4.1 holds.
  public let isDefault: Bool
}

/// What `larder settings set` changed, or would.
public struct SettingChange: Sendable, Codable {
  /// The key as typed: `cutoff`, `week-start`, `units`.
  public let key: String
  /// The value before.
  public let previous: String
  /// The value after, as written.
  public let value: String
  /// The write and its commit; nil for a dry run.
  public let outcome: WriteOutcome?
}

extension JournalUseCases {
  /// The settings `larder settings` shows, in the order of `larder.yaml`.
  public func settingValues() throws(WorkspaceError) -> [SettingValue] {
    let settings = try workspace.settings()
    let text = try larderYAML().map { String(decoding: $0, as: UTF8.self) } ?? ""
    return SettingKey.allCases.map { key in
      SettingValue(
        key: key.rawValue, value: key.value(in: settings),
        isDefault: !text.split(separator: "\n").contains { $0.hasPrefix(key.fileKey + ":") })
    }
  }

  /// Sets `key` (as typed: `cutoff`, `week-start`, `units`) to `value` in `larder.yaml`,
  /// validated, every other byte kept, as one commit `settings set KEY VALUE`; with `dryRun`
  /// only says what would change.
  public func setSetting(_ key: String, to value: String, dryRun: Bool, noCommit: Bool)
    throws(JournalEditError) -> SettingChange
  {
    guard let setting = SettingKey(typed: key) else {
      throw JournalEditError(
        "\"\(key)\" is not a setting",
        hint: "The settings are "
          + SettingKey.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    }
    let written = try setting.value(typed: value)
    let previous = try Self.edit { () throws(WorkspaceError) in
      setting.value(in: try workspace.settings())
    }
    guard !dryRun else {
      return SettingChange(key: setting.rawValue, previous: previous, value: written, outcome: nil)
    }
    let session = try Self.edit { () throws(WorkspaceError) in
      try workspace.beginWrite(noCommit: noCommit)
    }
    let bytes = try Self.edit { () throws(WorkspaceError) in
      try session.read("larder.yaml").bytes
    }
    let edited = try SettingsEditor.setting(setting, to: written, in: bytes ?? [])
    let outcome = try Self.edit { () throws(WorkspaceError) in
      try session.replace("larder.yaml", with: edited)
      return try session.commit(message: "settings set \(setting.rawValue) \(written)")
    }
    return SettingChange(
      key: setting.rawValue, previous: previous, value: written, outcome: outcome)
  }

  /// The bytes of `larder.yaml`; nil when there is none.
  private func larderYAML() throws(WorkspaceError) -> [UInt8]? {
    try workspace.readJournalFile("larder.yaml")
  }

  /// Runs `body`, turning a workspace error into a `JournalEditError`.
  private static func edit<Result>(_ body: () throws(WorkspaceError) -> Result)
    throws(JournalEditError) -> Result
  {
    do {
      return try body()
    } catch {
      throw JournalEditError(error.message, hint: error.hint)
    }
  }
}
