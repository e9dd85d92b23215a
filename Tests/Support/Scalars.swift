/// The unicode scalars of a text, for comparisons that must not treat canonically equivalent strings (`é` and
/// `e` + U+0301) as equal.
public func scalars(_ text: String?) -> [Unicode.Scalar]? { text.map { Array($0.unicodeScalars) } }
