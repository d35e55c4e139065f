import TextRasterizer

/// The strings of the text page.
enum TextSamples {
    /// A paragraph to wrap, truncate and align.
    static let paragraph = """
        Tessera shapes text with HarfBuzz, orders it with FriBidi, breaks lines by UAX #14 and draws \
        glyphs that FreeType rasterizes. Give the paragraph another width and it wraps again.
        """

    /// One long line to truncate.
    static let longLine = "The beginning of a long line, its middle part, and then finally its very end."

    /// A right-to-left paragraph in Arabic (natural alignment puts it on the right).
    static let arabicParagraph = "النص العربي يُكتب من اليمين إلى اليسار، ويُحاذى إلى اليمين عندما تكون المحاذاة طبيعية."
    /// A right-to-left paragraph in Hebrew, with a left-to-right word inside.
    static let hebrewParagraph = "טקסט בעברית נכתב מימין לשמאל, וגם המילה Tessera בתוכו נשארת במקומה."

    /// Paragraphs that wrap by their script's own rules, wrapped narrow and wide: words
    /// from a dictionary (Thai), spaces in the words' own font (Hindi, Korean), small kana
    /// kept off a line's start (Japanese, strict), emoji kept whole at a line's start.
    static let lineBreaking: [(name: String, sample: String, language: String?, strictness: LineBreakStrictness)] = [
        ("Thai", "ประเทศไทยมีประชากรประมาณหกสิบล้านคน และมีภาษาไทยเป็นภาษาราชการ", "th", .normal),
        ("Hindi", "हिन्दी भारत की राजभाषा है और इसे देवनागरी लिपि में लिखा जाता है।", "hi", .normal),
        ("Japanese, normal", "キャッシュ、ショー、ワークショップの予定をチェックします。", "ja", .normal),
        ("Japanese, strict", "キャッシュ、ショー、ワークショップの予定をチェックします。", "ja", .strict),
        ("Korean", "한국어 문장은 띄어쓰기로 단어를 나누고 줄을 바꿉니다.", "ko", .normal),
        ("Emoji first", "🏳️‍🌈 👍🏽 😀 emoji at the start of a paragraph stay whole", nil, .normal),
    ]

    /// One pangram or greeting per script, with its name.
    static let scripts: [(name: String, sample: String)] = [
        ("Latin", "The quick brown fox jumps over the lazy dog; Ça déjà vu, naïve façade."),
        ("Greek", "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία."),
        ("Cyrillic", "Съешь же ещё этих мягких французских булок, да выпей чаю."),
        ("Arabic", "نص حكيم له سر قاطع وذو شأن عظيم مكتوب على ثوب أخضر."),
        ("Hebrew", "עטלף אבק נס דרך מזגן שהתפוצץ כי חם."),
        ("Chinese", "我能吞下玻璃而不伤身体。天地玄黄，宇宙洪荒。"),
        ("Japanese", "いろはにほへと ちりぬるを。日本語の文章も折り返します。"),
        ("Korean", "다람쥐 헌 쳇바퀴에 타고파."),
        ("Thai", "เป็นมนุษย์สุดประเสริฐเลิศคุณค่า"),
        ("Hindi", "ऋषियों को सताने वाले दुष्ट राक्षसों के राजा रावण का सर्वनाश करने वाले।"),
        ("Emoji", "Party 🎉 thumbs 👍🏽 flag 🇫🇷 coder 👩‍💻 heart ❤️ cat 🐈"),
        ("Mixed", "English, עברית and العربية in one line, with 123 numbers."),
    ]
}
