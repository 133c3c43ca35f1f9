import ArgumentParser
import Testing

@testable import larder

/// Every command spells out its name: without one, ArgumentParser derives it from the type's
/// name with `String(describing:)`, whose first call per type searches every protocol
/// conformance in the binary, a third of a short command's start-up.
@Test func everyCommandNamesItself() {
  var unnamed: [String] = []
  func visit(_ command: any ParsableCommand.Type) {
    if command.configuration.commandName == nil { unnamed.append(String(reflecting: command)) }
    command.configuration.subcommands.forEach(visit)
  }
  visit(Larder.self)
  #expect(unnamed == [])
}
