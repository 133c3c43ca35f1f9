public import LarderJournal
public import LarderMealText
// The workspace's vocabulary: what its use cases take, return and throw, so that a client
// of the workspace (the `larder` command) imports the workspace alone. The model's values and
// the reports are the words the use cases speak in; the few types of the lower layers that
// the use cases hand out are named here, and nothing else of those layers is visible.
@_exported public import LarderModel
@_exported public import LarderReports

/// Why a logging command (`add`, `edit`, `rm`, `copy`) refuses; nothing was written.
public typealias LogError = LarderJournal.LogError
/// Why a command that edits a settings, library, body or care file refuses; nothing was
/// written.
public typealias JournalEditError = LarderJournal.JournalEditError
/// A meal in words, read item by item against the library (`larder parse`).
public typealias MealReading = LarderMealText.MealReading
/// One item of a meal in words.
public typealias MealItem = LarderMealText.MealItem
/// How sure the reading of an item is.
public typealias MealConfidence = LarderMealText.MealConfidence
/// A setting `larder settings` shows and `larder settings set` changes.
public typealias SettingKey = LarderJournal.SettingsEditor.Key
