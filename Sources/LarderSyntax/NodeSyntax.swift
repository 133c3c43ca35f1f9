/// A node of the tree: a block mapping, a block sequence or a scalar.
public enum NodeSyntax: Hashable, Sendable {
  /// `key: value` lines.
  case mapping(MappingSyntax)
  /// `- item` lines.
  case sequence(SequenceSyntax)
  /// A plain, quoted or block scalar.
  case scalar(ScalarSyntax)

  /// The mapping, if the node is one.
  public var mapping: MappingSyntax? {
    if case .mapping(let mapping) = self { mapping } else { nil }
  }

  /// The sequence, if the node is one.
  public var sequence: SequenceSyntax? {
    if case .sequence(let sequence) = self { sequence } else { nil }
  }

  /// The scalar, if the node is one.
  public var scalar: ScalarSyntax? {
    if case .scalar(let scalar) = self { scalar } else { nil }
  }

  /// The bytes of the node, from its first token's text through its last token's text.
  public var range: Range<Int> {
    switch self {
    case .mapping(let mapping): mapping.range
    case .sequence(let sequence): sequence.range
    case .scalar(let scalar): scalar.range
    }
  }

  /// The node's tokens in order.
  public var tokens: [SyntaxToken] {
    switch self {
    case .mapping(let mapping): mapping.tokens
    case .sequence(let sequence): sequence.tokens
    case .scalar(let scalar): scalar.tokens
    }
  }

  /// The node's first token.
  public var firstToken: SyntaxToken {
    switch self {
    case .mapping(let mapping): mapping.entries[0].key.token
    case .sequence(let sequence): sequence.items[0].dash
    case .scalar(let scalar): scalar.token
    }
  }

  /// The node's last token, whose trailing trivia ends the node's last line.
  public var lastToken: SyntaxToken {
    switch self {
    case .mapping(let mapping):
      let last = mapping.entries[mapping.entries.count - 1]
      return last.value?.lastToken ?? last.colon
    case .sequence(let sequence):
      let last = sequence.items[sequence.items.count - 1]
      return last.value?.lastToken ?? last.dash
    case .scalar(let scalar):
      return scalar.lastToken
    }
  }
}
