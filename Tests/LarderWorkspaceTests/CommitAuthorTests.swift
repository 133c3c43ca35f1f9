import LarderWorkspace
import Testing

@Suite("Commit author")
struct CommitAuthorTests {
  @Test(
    "reads Name <email>",
    arguments: [
      ("Alex Doe <alex@example.com>", "Alex Doe", "alex@example.com"),
      ("  Zoë Ångström   <zoe@example.org> ", "Zoë Ångström", "zoe@example.org"),
    ])
  func parses(text: String, name: String, email: String) {
    #expect(CommitAuthor(parsing: text) == CommitAuthor(name: name, email: email))
  }

  @Test(
    "refuses what is not Name <email>",
    arguments: ["alex@example.com", "<alex@example.com>", "Alex <>", "Alex <a> b", "Alex"])
  func refuses(text: String) {
    #expect(CommitAuthor(parsing: text) == nil)
  }

  @Test("prints as git shows it")
  func description() {
    #expect(CommitAuthor.larder.description == "Larder <larder@localhost>")
  }
}
