extension UInt8 {
  /// A space or a tab: the white space allowed inside a value.
  var isBlank: Bool { self == 0x20 || self == 0x09 }

  /// An ASCII digit.
  var isDigit: Bool { self &- 0x30 < 10 }

  /// An ASCII letter.
  var isLetter: Bool { (self | 0x20) &- 0x61 < 26 }

  /// The byte with ASCII upper-case letters turned to lower case.
  var asciiLowercased: UInt8 { self &- 0x41 < 26 ? self | 0x20 : self }
}
