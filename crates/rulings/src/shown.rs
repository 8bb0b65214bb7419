//! Untrusted text made safe to show: player names, keys and values from a position file or a
//! JCloisterZone save (whose names come from other people online) may hold control
//! characters, ESC/OSC sequences that drive a terminal, NUL, or bidirectional overrides that
//! make a line read differently than it is. [`shown`] is the one function that escapes them
//! at the output boundary (messages, tables, pictures, text views); JSON output keeps the text
//! exact (its encoder escapes control characters itself). Text arbiter writes into a file
//! (YAML, JSON) goes through [`quoted`]: the exact value, every such character written as an
//! escape both YAML and JSON read (`"\u202E"`), so the file reads back with the same text.

use std::borrow::Cow;

/// Longest untrusted value shown whole, in characters; a longer one (a 4 MB tile "id") is cut
/// to [`SHOWN_PART`] characters and an ellipsis, so that no message grows with the input.
pub const MAX_SHOWN: usize = 1000;

/// Characters kept of a value longer than [`MAX_SHOWN`].
pub const SHOWN_PART: usize = 200;

/// Whether a character must not reach a terminal as it is: C0 controls (but newline and tab
/// when `lines` allows them), DEL, C1 controls (CSI, OSC ... as single characters),
/// bidirectional embeddings, overrides, isolates and marks, line and paragraph separators, and
/// zero-width characters that hide text.
pub fn is_unsafe(c: char, lines: bool) -> bool {
    match c {
        '\n' | '\t' => !lines,
        '\u{0}'..='\u{1f}' | '\u{7f}'..='\u{9f}' => true,
        '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{2069}' => true,
        '\u{061c}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}' => true,
        _ => false,
    }
}

/// `text` as it may be shown: every unsafe character (see [`is_unsafe`]; newlines and tabs
/// too unless `lines`) written as a visible escape (`\u{1b}`), and a text longer than
/// [`MAX_SHOWN`] characters cut short with an ellipsis. Borrowed when nothing changes.
pub fn shown_with(text: &str, lines: bool) -> Cow<'_, str> {
    cut_and_escape(text, lines, MAX_SHOWN)
}

/// A whole text (a table, a page of output) with every unsafe character escaped as
/// [`shown_with`] does, never cut.
pub fn escaped(text: &str) -> Cow<'_, str> {
    cut_and_escape(text, true, usize::MAX)
}

/// Whether `text` holds a character [`is_unsafe`] refuses, read byte by byte in its UTF-8
/// form (the same answer as asking [`is_unsafe`] of every character, checked over every
/// character in the tests, without decoding): control bytes below 0x20 and 0x7f; 0xc2
/// 0x80..0x9f (U+0080..U+009F); 0xd8 0x9c (U+061C); 0xe2 0x80 0x8b..0x8f, 0xe2 0x80
/// 0xa8..0xae and 0xe2 0x81 0xa0..0xa9 (U+200B..U+200F, U+2028..U+202E, U+2060..U+2069);
/// 0xef 0xbb 0xbf (U+FEFF) and 0xef 0xbf 0xb9..0xbb (U+FFF9..U+FFFB).
fn holds_unsafe(text: &str, lines: bool) -> bool {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().any(|(i, &b)| {
        // Printable ASCII and UTF-8 continuation bytes (0x80..0xbf) start nothing unsafe:
        // most of a page of output, passed at once.
        if matches!(b, 0x20..=0x7e | 0x80..=0xbf) {
            return false;
        }
        let at = |k: usize| bytes.get(i + k).copied().unwrap_or(0);
        match b {
            b'\n' | b'\t' => !lines,
            0..=0x1f | 0x7f => true,
            0xc2 => (0x80..=0x9f).contains(&at(1)),
            0xd8 => at(1) == 0x9c,
            0xe2 => matches!(
                (at(1), at(2)),
                (0x80, 0x8b..=0x8f | 0xa8..=0xae) | (0x81, 0xa0..=0xa9)
            ),
            0xef => matches!((at(1), at(2)), (0xbb, 0xbf) | (0xbf, 0xb9..=0xbb)),
            _ => false,
        }
    })
}

fn cut_and_escape(text: &str, lines: bool, max: usize) -> Cow<'_, str> {
    let long = text.len() > max && text.chars().nth(max).is_some();
    if !long && !holds_unsafe(text, lines) {
        return Cow::Borrowed(text);
    }
    let kept: &str = if long {
        text.char_indices()
            .nth(SHOWN_PART)
            .map_or(text, |(i, _)| &text[..i])
    } else {
        text
    };
    let mut out = String::with_capacity(kept.len() + 8);
    for c in kept.chars() {
        if is_unsafe(c, lines) {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    if long {
        out.push('…');
    }
    Cow::Owned(out)
}

/// One line of untrusted text (a name, a key, a value) as it may be shown: newlines and tabs
/// escaped too.
pub fn shown(text: &str) -> Cow<'_, str> {
    shown_with(text, false)
}

/// Whether `c` may stand in an XML 1.0 document (SVG, the rulings page): XML's `Char` set
/// (tab, line feed, carriage return, and no other C0 control, no surrogate, not U+FFFE or
/// U+FFFF), and no noncharacter either (U+FDD0 to U+FDEF, the last two of every plane), which
/// XML parsers may refuse.
pub fn xml_char(c: char) -> bool {
    let u = u32::from(c);
    let noncharacter = (0xFDD0..=0xFDEF).contains(&u) || u & 0xFFFE == 0xFFFE;
    matches!(c, '\t' | '\n' | '\r' | ' '..='\u{d7ff}' | '\u{e000}'..='\u{fffd}' | '\u{10000}'..)
        && !noncharacter
}

/// `text` with every character XML does not take ([`xml_char`]) written as a visible escape
/// (`\u{fffe}`, as [`shown`] writes unsafe characters), so that what is written into an SVG
/// picture or an HTML page is well-formed and reads back. Borrowed when nothing changes.
pub fn xml_text(text: &str) -> Cow<'_, str> {
    if text.chars().all(xml_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if xml_char(c) {
            out.push(c);
        } else {
            out.push_str(&format!("\\u{{{:x}}}", u32::from(c)));
        }
    }
    Cow::Owned(out)
}

/// A file's lines as they may be shown in a snippet, each unsafe character (newlines and tabs
/// kept) replaced by a visible character of the same UTF-8 length (`?`, `¿` or `�`), so that
/// byte offsets and columns into the text stay right.
pub fn snippet(text: &str) -> Cow<'_, str> {
    let bytes = text.as_bytes();
    // The CR of a CR LF line end is a line end, not a character to show.
    let bad =
        |i: usize, c: char| is_unsafe(c, true) && !(c == '\r' && bytes.get(i + 1) == Some(&b'\n'));
    if !text.char_indices().any(|(i, c)| bad(i, c)) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.char_indices()
            .map(|(i, c)| match (bad(i, c), c.len_utf8()) {
                (false, _) => c,
                (true, 1) => '?',
                (true, 2) => '¿',
                (true, _) => '\u{fffd}',
            })
            .collect(),
    )
}

/// Whether a character may stand in a YAML file as it is: YAML's printable set (tab, line
/// feed and carriage return, the visible characters, NEL, and neither surrogates nor the two
/// noncharacters at the end of the first plane).
fn yaml_printable(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\r' | ' '..='~' | '\u{85}' | '\u{a0}'..='\u{d7ff}' | '\u{e000}'..='\u{fffd}'
    ) || c >= '\u{10000}'
}

/// `text` as one double-quoted scalar that YAML and JSON both read back as `text` exactly,
/// holding no character [`is_unsafe`] (line feeds and tabs included): `"` and `\` escaped,
/// line feeds and tabs as `\n` and `\t`, every other unsafe or unprintable character as
/// `\uXXXX` (YAML's and JSON's escape; Rust's `\u{..}` reads in neither).
pub fn quoted(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if is_unsafe(c, false) || !yaml_printable(c) => push_escape(&mut out, c),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `c` as YAML's and JSON's escape, `\uXXXX` (two of them for a character past the first
/// plane, which only JSON reads; no unsafe character is one).
fn push_escape(out: &mut String, c: char) {
    let mut units = [0u16; 2];
    for u in c.encode_utf16(&mut units) {
        out.push_str(&format!("\\u{u:04X}"));
    }
}

/// JSON text (from an encoder that escapes C0 controls, quotes and backslashes itself) with
/// every other unsafe character (DEL, C1 controls, bidirectional controls, zero-width
/// characters), which can only stand inside its strings, written as `\uXXXX`: the same value,
/// safe to print. The text's own line feeds are kept.
pub fn json_escaped(text: &str) -> Cow<'_, str> {
    if !text.chars().any(|c| is_unsafe(c, true)) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        if is_unsafe(c, true) {
            push_escape(&mut out, c);
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_byte_scan_answers_as_every_character_does() {
        for u in 0..=0x10ffffu32 {
            let Some(c) = char::from_u32(u) else { continue };
            let text = format!("ab{c}cd");
            for lines in [false, true] {
                assert_eq!(
                    holds_unsafe(&text, lines),
                    is_unsafe(c, lines),
                    "{u:x} {lines}"
                );
            }
        }
        assert!(!holds_unsafe("┌──┐ é © – … →\n", true));
    }

    #[test]
    fn escapes_what_drives_a_terminal() {
        assert_eq!(shown("Alice"), "Alice");
        assert_eq!(shown("A\u{1b}]0;x\u{7}B"), "A\\u{1b}]0;x\\u{7}B");
        assert_eq!(shown("a\u{202e}b\0"), "a\\u{202e}b\\u{0}");
        assert_eq!(shown("a\nb"), "a\\u{a}b");
        assert_eq!(shown_with("a\nb", true), "a\nb");
        assert_eq!(shown("\u{9b}31m"), "\\u{9b}31m");
        assert_eq!(shown("Zoë 😀"), "Zoë 😀");
    }

    #[test]
    fn quoted_text_holds_nothing_unsafe() {
        let text = "Eve\nWinner: \"M\"\t\\\u{202e}\u{200b}\u{1b}[2J\u{0}\u{85}\u{fffe}Zoë 😀";
        let q = quoted(text);
        assert!(!q.chars().any(|c| is_unsafe(c, false)), "{q}");
        assert!(q.contains("\\u202E"), "{q}");
        assert_eq!(quoted("Anna"), "\"Anna\"");
        assert!(
            q.contains("Eve\\nWinner: \\\"M\\\"\\t\\\\\\u202E\\u200B\\u001B[2J"),
            "{q}"
        );
    }

    #[test]
    fn cuts_long_values() {
        let long = "x".repeat(5000);
        let s = shown(&long);
        assert_eq!(s.chars().count(), SHOWN_PART + 1);
        assert!(s.ends_with('…'));
        assert_eq!(shown(&"y".repeat(MAX_SHOWN)).len(), MAX_SHOWN);
    }

    #[test]
    fn snippets_keep_their_offsets() {
        let text = "a\u{1b}b\u{202e}c\u{85}d\n";
        let s = snippet(text);
        assert_eq!(s.len(), text.len());
        assert_eq!(s, "a?b\u{fffd}c¿d\n");
    }
}
