/// # Speech
///
/// Spoken output for the kiosk's screen reader (`Mounting.ScreenReader`): `EspeakSpeech`, a
/// `SpeechOutput` through eSpeak NG (Debian's `libespeak-ng`), to the sound device or
/// recorded into a WAV file (`SpeechRecording`).
///
/// Why eSpeak NG: it is small (one library and its data, no daemon), speaks a hundred
/// languages, and synthesizes into our own buffer, so a test can check what was said by
/// the length of the audio. speech-dispatcher needs its daemon and a session, which a
/// kiosk without a desktop does not run.
///
/// eSpeak NG keeps one engine per process and is not thread-safe: every call goes through
/// one serial queue (`EspeakEngine`), off the main actor, so speaking never holds a frame.
/// An interruption moves a generation on; the synthesis of an older utterance sees it in
/// its sample callback and stops there.
enum SpeechModule {}
