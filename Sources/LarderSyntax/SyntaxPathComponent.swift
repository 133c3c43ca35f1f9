/// One step on the way from the root of a document to a node: a mapping key or the position
/// of a sequence item.
///
/// The value `Oatmeal, dry` in `foods:` → `Oatmeal, dry:` → `nutrition:` has the path
/// `[.key("foods"), .key("Oatmeal, dry"), .key("nutrition")]`; the second entry of `lunch:` in
/// a day file has `[.key("lunch"), .index(1)]`.
public enum SyntaxPathComponent: Hashable, Sendable {
  /// The value of the mapping entry with this key, as written.
  case key(String)
  /// The item at this position (from 0) of a sequence.
  case index(Int)
}
