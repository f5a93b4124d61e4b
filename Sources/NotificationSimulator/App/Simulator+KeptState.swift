extension Simulator {
  /// State of the app's code outlived a launch in the test's process, as it would not on a
  /// device, and changed what the app does: a `kept-across-launches` diagnostic with `message`,
  /// which says what iOS would do and how to fix the test.
  ///
  /// Models no Apple API: on iOS each launch is a new process
  /// ([About the app launch sequence](https://developer.apple.com/documentation/uikit/about-the-app-launch-sequence)).
  public mutating func diagnoseKeptState(_ message: String) {
    diagnose("kept-across-launches", message)
  }
}
