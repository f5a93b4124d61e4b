import NotificationPayload

extension ScenarioLoader {
  /// The words of scenario format 1, which the loader's JSON reader hands out as stored
  /// (``JSONVocabulary``): every key and every string of ``ScenarioSchema`` (the step, event,
  /// callback and option names), and the payload format's words (``PayloadLinter/vocabularyWords``).
  /// A file is read the same with or without it; a test holds the two reads to the same result.
  ///
  /// Made once, on the first read (the schema costs 2.6 million instructions to build, a few
  /// hundred scenarios' saving), and shared by every reader.
  static let vocabulary = JSONVocabulary(vocabularyWords())

  /// The words of ``vocabulary``, with repeats.
  static func vocabularyWords() -> [String] {
    var words: [String] = []
    func collect(_ value: JSONValue) {
      switch value.kind {
      case .string(let string): words.append(string)
      case .array(let elements): for element in elements { collect(element) }
      case .object(let object):
        for member in object.members {
          words.append(member.key)
          collect(member.value)
        }
      case .null, .bool, .number: break
      }
    }
    collect(ScenarioSchema.schema())
    words += PayloadLinter.vocabularyWords
    return words
  }
}
