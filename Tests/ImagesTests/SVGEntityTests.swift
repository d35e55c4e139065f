import Foundation
import Graphics
@testable import Images
import Testing

/// Entities an SVG declares are expanded before librsvg reads it (librsvg 2.54 with
/// libxml2 2.9 leaks each declaration it reads; LeakSanitizer checks that in the
/// AddressSanitizer run and in the `SVGRendering` fuzz target, which has such a document
/// among its seeds). What the document means stays XML 1.0's.
@Suite struct SVGEntityTests {
    static func expanded(_ text: String) throws -> String {
        String(decoding: try SVGEntityExpansion.expanded(Array(text.utf8)), as: UTF8.self)
    }

    /// The message of the error `text` gives, or nil when it expands.
    static func error(_ text: String) -> String? {
        do {
            _ = try SVGEntityExpansion.expanded(Array(text.utf8))
            return nil
        } catch {
            guard case .malformed(.svg, let message) = error else { return "\(error)" }
            return message
        }
    }

    /// An Illustrator-style document: its namespace and a shape with a colour from an entity
    /// draws as the same document written out.
    @Test func aDocumentWithEntitiesDrawsAsTheSameDocumentWrittenOut() throws {
        let declared = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
              <!ENTITY ns_svg "http://www.w3.org/2000/svg">
              <!ENTITY fill "#00897B">
              <!-- a comment, and a shape that uses another entity -->
              <!ENTITY square "<path d='M4 4h16v16H4z' fill='&fill;'/>">
            ]>
            <svg xmlns="&ns_svg;" viewBox="0 0 24 24">&square;</svg>
            """
        let written = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z" fill="#00897B"/></svg>"##
        let size = ImageDecodeOptions(size: PixelSize(width: 24, height: 24))
        let image = try ImageDecoder.decode(Array(declared.utf8), options: size)
        #expect(image[12, 12] == 0xFF00_897B && image[2, 2] == 0)
        #expect(image == (try ImageDecoder.decode(Array(written.utf8), options: size)))
        // The declarations are gone and the public identifier stays.
        let text = try Self.expanded(declared)
        #expect(!text.contains("<!ENTITY") && text.contains("-//W3C//DTD SVG 1.1//EN"))
        #expect(text.hasSuffix(##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d='M4 4h16v16H4z' fill='#00897B'/></svg>"##))
    }

    @Test func aDocumentWithoutEntitiesIsLeftAsItIs() throws {
        for text in [
            #"<svg xmlns="http://www.w3.org/2000/svg"/>"#,
            "<!-- <!DOCTYPE svg [<!ENTITY a \"b\">]> --><svg>&a;</svg>",
            "<?xml version=\"1.0\"?><!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"svg11.dtd\"><svg/>",
            "<!DOCTYPE svg [<!ENTITY % pe \"x\"> <!ENTITY ext SYSTEM \"file:///etc/passwd\">]><svg>&ext;</svg>",
        ] {
            #expect(try Self.expanded(text) == text)
        }
    }

    /// XML 1.0 4.4 and 4.5: character references are replaced in the literal, and the
    /// result is read again where it is used (Appendix D's example).
    @Test func replacementTextIsReadAgainWhereItIsUsed() throws {
        let text = try Self.expanded("""
            <!DOCTYPE t [<!ENTITY amp2 "&#38;#38;"><!ENTITY lt2 "&#60;b/&#62;"><!ENTITY e "&#xE9;&#65;">]><t>&amp2;&lt2;&e;&lt;</t>
            """)
        #expect(text.hasSuffix("]><t>&#38;<b/>&#xE9;A&lt;</t>"))
    }

    /// 3.3.3: quotes from a replacement text do not end an attribute value; references
    /// in comments and CDATA sections are not references.
    @Test func quotesInAttributesAndTextThatHoldsNoReferences() throws {
        let text = try Self.expanded("""
            <!DOCTYPE t [<!ENTITY q "say &quot;hi&quot; 'x' &w;"><!ENTITY w '"w"'>]>\
            <t a="&q;" b='&w;'><!-- &q; --><![CDATA[&q;]]>&w;</t>
            """)
        #expect(text.hasSuffix(#"<t a="say &quot;hi&quot; &#39;x&#39; &#34;w&#34;" b='&#34;w&#34;'><!-- &q; --><![CDATA[&q;]]>"w"</t>"#))
    }

    @Test func theFirstDeclarationBindsAndAttributeDefaultsAreExpanded() throws {
        let text = try Self.expanded("""
            <!DOCTYPE t [<!ENTITY a "first"><!ENTITY a "second"><!ATTLIST t v CDATA "&a;">]><t>&a;</t>
            """)
        #expect(text == #"<!DOCTYPE t [<!ATTLIST t v CDATA "first">]><t>first</t>"#)
    }

    @Test func badEntitiesAreErrorsThatNameThem() throws {
        #expect(Self.error("<!DOCTYPE t [<!ENTITY a \"x&b;\"><!ENTITY b \"&a;\">]><t>&a;</t>")?
            .contains("the entity 'a' refers to itself (a → b → a)") == true)
        #expect(Self.error("<!DOCTYPE t [<!ENTITY a \"x%p;\">]><t>&a;</t>")?
            .contains("the entity 'a' uses a parameter entity") == true)
        #expect(Self.error("<!DOCTYPE t [<!ENTITY a \"&#0;\">]><t/>")?.contains("\"&#0;\", which is no character") == true)
        #expect(Self.error("<!DOCTYPE t [<!ENTITY a \"x\"> junk]><t/>")?
            .contains("has \"junk]><t/>\" at byte 29, which is no declaration") == true)
        #expect(Self.error("<!DOCTYPE t [<!ENTITY a \"x\">")?.contains("does not end") == true)
        // Through the decoder, the error says it is an SVG's.
        do {
            _ = try ImageDecoder.decode(Array("<!DOCTYPE svg [<!ENTITY a \"%p;\">]><svg/>".utf8))
            Issue.record("a document with a parameter entity in a value drew")
        } catch {
            #expect("\(error)".hasPrefix("the image data is not a valid SVG: the entity 'a' uses a parameter entity"))
        }
    }

    /// The billion laughs: ten entities each ten times the one before. It is stopped at
    /// ten times the document and 1 MiB, before it holds more.
    @Test func theBillionLaughsIsAnError() {
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let document = "<?xml version=\"1.0\"?><!DOCTYPE svg [\(declarations)]><svg xmlns=\"http://www.w3.org/2000/svg\">&lol9;</svg>"
        let message = Self.error(document)
        #expect(message?.contains("its entities expand to more than \(document.utf8.count * 10 + (1 << 20)) bytes") == true)
    }
}

extension SVGEntityTests {
    /// A chain of entities each using the next is expanded 40 deep (libxml2's limit) and is
    /// an error deeper, never a stack overflow: a chain of 100,000 is one.
    @Test func entitiesNestFortyDeepAndNoDeeper() throws {
        func chain(_ length: Int) -> String {
            let declarations = (0..<length).map { "<!ENTITY e\($0) \"\($0 + 1 < length ? "&e\($0 + 1);" : "end")\">" }
            return "<!DOCTYPE t [\(declarations.joined())]><t>&e0;</t>"
        }
        #expect(try Self.expanded(chain(40)) == "<!DOCTYPE t []><t>end</t>")
        #expect(Self.error(chain(41)) == "its entities nest more than 40 deep (from 'e0')")
        #expect(Self.error(chain(100_000)) == "its entities nest more than 40 deep (from 'e0')")
    }

    /// libxml2 2.9 reads a `[` right after the document type's `>` as its subset.
    @Test func aSubsetAfterTheDocumentTypesEndIsExpandedAsLibxml2ReadsIt() throws {
        let text = try Self.expanded("<!DOCTYPE svg>[<!ENTITY a \"b\">]><svg>&a;</svg>")
        #expect(text == "<!DOCTYPE svg>[]><svg>b</svg>")
    }

    /// Declarations are read as ASCII bytes, so an encoding that writes markup otherwise is
    /// an error; ASCII-compatible ones are read.
    @Test func onlyEncodingsThatKeepASCIIAreRead() throws {
        for encoding in ["UTF-7", "UTF-32", "ucs-4", "EBCDIC-US", "UTF-16"] {
            let document = "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><svg/>"
            #expect(Self.error(document)?.contains("its encoding \"\(encoding)\" is not one Tessera reads SVG in") == true,
                    "\(encoding)")
        }
        for encoding in ["utf-8", "ISO-8859-1", "iso_8859-15", "windows-1252", "Shift_JIS", "latin1"] {
            let document = "<?xml version=\"1.0\" encoding='\(encoding)' ?><!DOCTYPE svg [<!ENTITY a \"b\">]><svg>&a;</svg>"
            #expect(try Self.expanded(document).hasSuffix("]><svg>b</svg>"), "\(encoding)")
        }
    }
}
