import LarderSyntax

/// A one-line picture of a tree's structure and values, for compact expectations:
/// `{breakfast: ["07:40 oatmeal 60 g"], notes: "Hungry."}`; `~` is an empty value.
func outline(_ document: DocumentSyntax) -> String {
  document.root.map(outline) ?? "~"
}

/// A one-line picture of a node; see `outline(_:)` for documents.
func outline(_ node: NodeSyntax?) -> String {
  switch node {
  case nil:
    return "~"
  case .mapping(let mapping)?:
    let entries = mapping.entries.map { "\($0.name): \(outline($0.value))" }
    return "{" + entries.joined(separator: ", ") + "}"
  case .sequence(let sequence)?:
    return "[" + sequence.items.map { outline($0.value) }.joined(separator: ", ") + "]"
  case .scalar(let scalar)?:
    return scalar.value.debugDescription
  }
}
