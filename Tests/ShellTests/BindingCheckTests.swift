import Shell
import XCTest

/// Every binding of `table cell` is checked when the template is made: a wrong value, a field
/// the data lacks, a word that is a field's name. The same value at the prompt gives the same
/// words, under the value.
final class BindingCheckTests: XCTestCase {
    private let scene = ["view cell", "label body in cell \"\" lines=0", "image photo in cell 40x40", "H:|-8-[body]-8-|",
                         "V:|-8-[body]-8-|", "photo.width == 40 as photoWidth", "table data messages 20 seed=1"]

    /// A binding's value word, and where its caret goes (the column in `table cell cell ` + word).
    private struct Case {
        var binding: String
        var message: String
        /// The part under the caret.
        var under: String
        /// The same value at the prompt, when the prompt has one.
        var prompt: String?
    }

    private let prefix = "table cell cell reuse=X body.text=$text "

    private var cases: [Case] {
        [
            Case(binding: "body.lines=abc", message: "lines is a whole number from 0 to 100,000, not 'abc'", under: "abc",
                 prompt: "body.lines = abc"),
            Case(binding: "body.lines=-1", message: "lines is a whole number from 0 to 100,000, not '-1'", under: "-1",
                 prompt: "body.lines = -1"),
            Case(binding: "body.hidden=maybe", message: "hidden is on or off, not 'maybe'", under: "maybe",
                 prompt: "body.hidden = maybe"),
            Case(binding: "photo.collapsed=2", message: "collapsed is on or off, not '2'", under: "2",
                 prompt: "photo.collapsed = 2"),
            Case(binding: "photo.size=big", message: "an image's size is WIDTHxHEIGHT, each from 0 to 10,000, not 'big'", under: "big", prompt: "photo.size = big"),
            Case(binding: "photoWidth.constant=wide", message: "a constant is a number from -10,000,000 to 10,000,000, not 'wide'", under: "wide",
                 prompt: "photoWidth.constant = wide"),
            // A word that is a field's name: the `$` forgotten.
            Case(binding: "photo.collapsed=hasMedia",
                 message: "collapsed is on or off, not 'hasMedia' (did you mean $hasMedia?)", under: "hasMedia"),
            // Fields the data does not have, in each form a binding takes.
            Case(binding: "body.lines=$nosuch",
                 message: "the data has no field $nosuch; its fields: $username $text $timestamp $hasMedia $media", under: "$nosuch"),
            Case(binding: "photo.collapsed=!$hasMdia",
                 message: "the data has no field $hasMdia (did you mean $hasMedia?); its fields: $username $text $timestamp $hasMedia $media",
                 under: "$hasMdia"),
            Case(binding: "photoWidth.constant=$hasMdia?40:0",
                 message: "the data has no field $hasMdia (did you mean $hasMedia?); its fields: $username $text $timestamp $hasMedia $media",
                 under: "$hasMdia"),
            Case(binding: "when=$kind",
                 message: "the data has no field $kind; its fields: $username $text $timestamp $hasMedia $media", under: "$kind"),
            // A field whose values are not of the property's type.
            Case(binding: "photo.collapsed=$text",
                 message: "$text is \"Name it and it fall of.\" in row 0: collapsed takes true or false", under: "$text"),
            Case(binding: "body.lines=$username", message: "$username is \"barbara.liskov\" in row 0: lines takes a whole number from 0 (no limit) to 100,000",
                 under: "$username"),
            // The values of a choice, each read as the prompt reads it.
            Case(binding: "photo.size=$hasMedia?64x64:0x", message: "an image's size is WIDTHxHEIGHT, each from 0 to 10,000, not '0x'", under: "0x"),
            Case(binding: "photo.hidden=$hasMedia?yes:perhaps", message: "hidden is on or off, not 'perhaps'",
                 under: "perhaps"),
            Case(binding: "photo.collapsed=\"$text now\"", message: "photo.collapsed takes one value, not text with fields in it",
                 under: "photo.collapsed=\"$text now\""),
        ]
    }

    func testEveryWrongBindingIsRefusedUnderItsValueWithThePromptsWords() {
        for c in cases {
            let w = workspace(scene)
            let line = prefix + c.binding
            let reply = w.run(line, lineNumber: 4)
            XCTAssertEqual(reply.error?.message, c.message, c.binding)
            let equals = c.binding.firstIndex(of: "=").map { c.binding.distance(from: c.binding.startIndex, to: $0) } ?? 0
            let offset = characterOffset(of: c.under, in: c.binding, from: c.under.hasPrefix(c.binding.prefix(5)) ? 0 : equals)
            XCTAssertEqual(reply.error?.position, SourcePosition(line: 4, column: prefix.count + 1 + (offset ?? -100)), c.binding)
            XCTAssertEqual(reply.error?.length, c.under.count, c.binding)
            XCTAssertTrue(w.run("table cells").output.hasPrefix("no cell templates"), "\(c.binding): nothing registered")
            guard let prompt = c.prompt else { continue }
            let atPrompt = w.run(prompt, lineNumber: 4)
            XCTAssertEqual(atPrompt.error?.message, c.message, prompt)
            let promptOffset = characterOffset(of: c.under, in: prompt, from: prompt.firstIndex(of: "=").map { prompt.distance(from: prompt.startIndex, to: $0) } ?? 0)
            XCTAssertEqual(atPrompt.error?.position.column, 1 + (promptOffset ?? -100), prompt)
        }
    }

    func testAWordThatNamesAFieldIsAskedAbout() {
        let w = workspace(scene)
        let reply = w.run("table cell cell body.text=text")
        XCTAssertNil(reply.error)
        XCTAssertTrue(reply.output.contains("warning: body.text is the word \"text\" in every row: did you mean $text?"), reply.output)
        // A word that is no field's name is a text like any other.
        XCTAssertFalse(workspace(scene).run("table cell cell body.text=Hello").output.contains("warning"))
    }

    func testGoodBindingsAreTaken() {
        let w = workspace(scene)
        let reply = w.run("table cell cell body.text=$text body.lines=2 photo.collapsed=!$hasMedia photo.size=$media "
                          + "photoWidth.constant=$hasMedia?40:0 body.hidden=false")
        XCTAssertNil(reply.error, reply.output)
    }

    func testAnEstimateAndAnUpdateReadOnlyFieldsTheDataHas() {
        let w = workspace(scene + ["table cell cell body.text=$text"])
        var reply = w.run("table sizing estimated estimate=$nosuch*2", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "the data has no field $nosuch; its fields: $username $text $timestamp $hasMedia $media")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 33))
        XCTAssertEqual(reply.error?.length, 7)
        XCTAssertNil(w.run("table sizing estimated estimate=$text.length*0.4+40").error)
        XCTAssertNil(w.run("table reload").error)
        reply = w.run("table update row 0 nosuch=3", lineNumber: 2)
        XCTAssertEqual(reply.error?.message, "the data has no field $nosuch; its fields: $username $text $timestamp $hasMedia $media")
        XCTAssertEqual(reply.error?.position, SourcePosition(line: 2, column: 20))
        XCTAssertNil(w.run("table update row 0 text=\"Hi\"").error)
    }

    func testNewDataWithoutATemplatesFieldIsWarnedAbout() {
        let w = workspace(scene + ["table cell cell body.text=$text photo.collapsed=!$hasMedia"])
        let output = w.run("table data sentences 5").output
        XCTAssertTrue(output.contains("warning: the data has no field $hasMedia, which cell cell (photo.collapsed = !$hasMedia) reads"), output)
    }

    private func characterOffset(of needle: String, in text: String, from start: Int) -> Int? {
        let hay = Array(text), n = Array(needle)
        guard hay.count >= n.count else { return nil }
        for i in start...(hay.count - n.count) where Array(hay[i..<(i + n.count)]) == n { return i }
        return nil
    }
}
