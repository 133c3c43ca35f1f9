import LarderJournal
import LarderModel

@testable import LarderWorkspace

/// The food library `larder init` writes, read as `larder` reads it.
enum StarterLibrary {
  static let library: FoodLibrary = {
    let sources = JournalTemplate.files.compactMap { file in
      JournalSource(path: file.path, bytes: Array(file.text.utf8))
    }
    return JournalReader(today: nil).read(sources).journal.library
  }()
}
