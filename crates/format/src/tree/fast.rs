//! A fast reader of the plain YAML position files are written in, producing the parser's own
//! events (with the same places) for [`super::Reader`].
//!
//! It reads block mappings and sequences, flow mappings and sequences closed on the line they
//! open, plain scalars on one line, single- and double-quoted scalars on one line, comments,
//! blank lines and a leading `---`. Anything else it declines (and `granit_parser` reads the
//! file): anchors, aliases, tags, block scalars, directives, a second document or `...`, a
//! scalar or flow collection over several lines, a sequence indented as much as its key, a
//! key not followed by `: `, a trailing comma, tabs, carriage returns and other control or
//! unusual characters, a line over [`MAX_LINE`] bytes, a text not ending in a line break, and
//! anything it does not recognise. `fast_tests.rs` checks it against the parser.

use std::borrow::Cow;

use serde_saphyr::granit_parser::{Event, Marker, ScalarStyle, Span, StructureStyle};

/// The text is outside what the fast reader reads (or the receiver of its events stopped it).
#[derive(Debug)]
pub(super) struct Declined;

/// Longest line read (the parser looks at most 1,024 characters ahead for a key's `:`).
const MAX_LINE: usize = 1_000;

/// Deepest nesting read (the reader refuses more than [`super::MAX_DEPTH`] anyway).
const MAX_NESTING: usize = 40;

/// Sends the events of `text` to `sink`, as the parser would, or declines.
pub(super) fn events<'a>(
    text: &'a str,
    sink: impl FnMut(Event<'a>, Span) -> Result<(), Declined>,
) -> Result<(), Declined> {
    if !text.ends_with('\n') || !plain_characters(text) {
        return Err(Declined);
    }
    let mut f = Fast {
        text,
        b: text.as_bytes(),
        pos: 0,
        line: 0,
        line_start: 0,
        line_end: 0,
        line_chars: 0,
        ascii: true,
        depth: 0,
        sink,
    };
    f.document()
}

/// Whether every character is one the fast reader takes: printable, no tab or carriage
/// return, no byte order mark, no line or paragraph separator.
fn plain_characters(text: &str) -> bool {
    if text.bytes().any(|b| (b < 0x20 && b != b'\n') || b == 0x7f) {
        return false;
    }
    text.is_ascii()
        || !text.chars().any(|c| {
            matches!(
                c,
                '\u{80}'
                    ..='\u{9f}' | '\u{2028}' | '\u{2029}' | '\u{feff}' | '\u{fffe}' | '\u{ffff}'
            )
        })
}

struct Fast<'a, F> {
    text: &'a str,
    b: &'a [u8],
    /// Where reading is, in bytes.
    pos: usize,
    /// The current line (from 1; 0 before the first), where it starts and its line break (in
    /// bytes), the characters before it, and whether it is all ASCII.
    line: usize,
    line_start: usize,
    line_end: usize,
    line_chars: usize,
    ascii: bool,
    depth: usize,
    sink: F,
}

type R<T> = Result<T, Declined>;

impl<'a, F: FnMut(Event<'a>, Span) -> Result<(), Declined>> Fast<'a, F> {
    fn emit(&mut self, event: Event<'a>, span: Span) -> R<()> {
        (self.sink)(event, span)
    }

    /// The parser's marker of byte `pos` of the current line.
    fn mark(&self, pos: usize) -> Marker {
        let col = if self.ascii {
            pos - self.line_start
        } else {
            self.text[self.line_start..pos].chars().count()
        };
        Marker::new(self.line_chars + col, self.line, col)
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.mark(start), self.mark(end))
    }

    /// Moves to the start of the next line; false at the end of the text.
    fn next_line(&mut self) -> R<bool> {
        if self.line > 0 {
            let chars = if self.ascii {
                self.line_end - self.line_start
            } else {
                self.text[self.line_start..self.line_end].chars().count()
            };
            self.line_chars += chars + 1;
            self.line_start = self.line_end + 1;
        }
        self.line += 1;
        self.pos = self.line_start;
        if self.line_start >= self.b.len() {
            self.line_end = self.line_start;
            self.ascii = true;
            return Ok(false);
        }
        let len = self.b[self.line_start..]
            .iter()
            .position(|&c| c == b'\n')
            .ok_or(Declined)?;
        if len > MAX_LINE {
            return Err(Declined);
        }
        self.line_end = self.line_start + len;
        self.ascii = self.b[self.line_start..self.line_end].is_ascii();
        Ok(true)
    }

    /// Moves to the next line with content (not blank, not a comment); its indentation, or
    /// none at the end of the text (`pos` then at the end).
    fn next_content(&mut self) -> R<Option<usize>> {
        while self.next_line()? {
            let mut p = self.line_start;
            while self.b[p] == b' ' {
                p += 1;
            }
            if !matches!(self.b[p], b'\n' | b'#') {
                self.pos = p;
                return Ok(Some(p - self.line_start));
            }
        }
        Ok(None)
    }

    fn skip_spaces(&mut self) -> usize {
        let from = self.pos;
        while self.b[self.pos] == b' ' {
            self.pos += 1;
        }
        self.pos - from
    }

    /// The rest of the line is blank or a comment.
    fn line_rest(&mut self) -> R<()> {
        let spaces = self.skip_spaces();
        match self.b[self.pos] {
            b'\n' => Ok(()),
            b'#' if spaces > 0 => Ok(()),
            _ => Err(Declined),
        }
    }

    fn open(&mut self) -> R<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(Declined);
        }
        Ok(())
    }

    fn document(&mut self) -> R<()> {
        let zero = Marker::new(0, 1, 0);
        self.emit(Event::StreamStart, Span::empty(zero))?;
        let mut next = self.next_content()?;
        if next == Some(0) && self.b[self.pos..].starts_with(b"---") {
            let start = self.pos;
            self.pos += 3;
            if !matches!(self.b[self.pos], b' ' | b'\n') {
                return Err(Declined);
            }
            self.line_rest()?;
            let span = self.span(start, start + 3);
            self.emit(Event::DocumentStart(true, None), span)?;
            next = self.next_content()?;
        } else {
            let span = Span::empty(self.mark(self.pos));
            self.emit(Event::DocumentStart(false, None), span)?;
        }
        if next != Some(0) || self.b[self.pos] == b'%' {
            return Err(Declined);
        }
        if self.block_node(0)?.is_some() {
            return Err(Declined);
        }
        let end = Span::empty(self.mark(self.pos));
        self.emit(Event::DocumentEnd, end)?;
        self.emit(Event::StreamEnd, end)
    }

    /// A block node starting at `pos`, column `col` (at the start of its line's content, or
    /// after a sequence's `- `); the indentation of the next line with content after it.
    fn block_node(&mut self, col: usize) -> R<Option<usize>> {
        match self.b[self.pos] {
            b'-' if matches!(self.b[self.pos + 1], b' ' | b'\n') => self.block_seq(col),
            b'[' | b'{' => {
                self.flow_node()?;
                self.line_rest()?;
                self.next_content()
            }
            _ => {
                let scalar = self.scalar(false)?;
                if self.b[self.pos] == b':' && matches!(self.b[self.pos + 1], b' ' | b'\n') {
                    return self.block_map(col, scalar);
                }
                self.emit_scalar(scalar)?;
                self.line_rest()?;
                self.next_content()
            }
        }
    }

    /// A block sequence whose first `-` is at `pos`, column `n`.
    fn block_seq(&mut self, n: usize) -> R<Option<usize>> {
        self.open()?;
        let start = Span::empty(self.mark(self.pos));
        self.emit(Event::SequenceStart(StructureStyle::Block, 0, None), start)?;
        loop {
            // At a `-` followed by a space or the line break.
            if !matches!(self.b[self.pos + 1], b' ' | b'\n') {
                return Err(Declined);
            }
            self.pos += 1;
            let spaces = self.skip_spaces();
            let next = match self.b[self.pos] {
                b'#' if spaces == 0 => return Err(Declined),
                b'\n' | b'#' => {
                    let empty = Span::empty(self.mark(self.line_end));
                    match self.next_content()? {
                        Some(m) if m > n => self.block_node(m)?,
                        other => {
                            self.emit_null(empty)?;
                            other
                        }
                    }
                }
                _ => {
                    let col = self.pos - self.line_start;
                    self.block_node(col)?
                }
            };
            match next {
                Some(m) if m == n && self.b[self.pos] == b'-' => {}
                Some(m) if m >= n => return Err(Declined),
                _ => {
                    let end = Span::empty(self.mark(self.pos));
                    self.emit(Event::SequenceEnd, end)?;
                    self.depth -= 1;
                    return Ok(next);
                }
            }
        }
    }

    /// A block mapping at column `n` whose first key has been read (`pos` at its `:`).
    fn block_map(&mut self, n: usize, first: Scalar<'a>) -> R<Option<usize>> {
        self.open()?;
        let start = Span::empty(first.span.start);
        self.emit(Event::MappingStart(StructureStyle::Block, 0, None), start)?;
        let mut key = first;
        loop {
            key.span = key.span.with_indent(Some(n));
            self.emit_scalar(key)?;
            // At the `:`, followed by a space or the line break.
            let colon = Span::empty(self.mark(self.pos));
            self.pos += 1;
            let spaces = self.skip_spaces();
            let next = match self.b[self.pos] {
                b'\n' | b'#' => match self.next_content()? {
                    Some(m) if m > n => self.block_node(m)?,
                    // A sequence indented as much as its key.
                    Some(m) if m == n && self.b[self.pos] == b'-' => return Err(Declined),
                    other => {
                        self.emit_null(colon)?;
                        other
                    }
                },
                b'-' if matches!(self.b[self.pos + 1], b' ' | b'\n') => return Err(Declined),
                b'[' | b'{' if spaces > 0 => {
                    self.flow_node()?;
                    self.line_rest()?;
                    self.next_content()?
                }
                _ if spaces > 0 => {
                    let value = self.scalar(false)?;
                    self.emit_scalar(value)?;
                    self.line_rest()?;
                    self.next_content()?
                }
                _ => return Err(Declined),
            };
            match next {
                Some(m) if m == n => {
                    key = self.scalar(false)?;
                    if !(self.b[self.pos] == b':' && matches!(self.b[self.pos + 1], b' ' | b'\n')) {
                        return Err(Declined);
                    }
                }
                Some(m) if m > n => return Err(Declined),
                _ => {
                    let end = Span::empty(self.mark(self.pos));
                    self.emit(Event::MappingEnd, end)?;
                    self.depth -= 1;
                    return Ok(next);
                }
            }
        }
    }

    /// A flow collection or scalar at `pos`, on one line.
    fn flow_node(&mut self) -> R<()> {
        match self.b[self.pos] {
            b'[' => self.flow_seq(),
            b'{' => self.flow_map(),
            _ => {
                let scalar = self.scalar(true)?;
                self.emit_scalar(scalar)
            }
        }
    }

    /// The spaces after a flow entry, then its `,` (not the last: no trailing comma) or the
    /// collection's `close`; true at the close (`pos` then on it).
    fn flow_after_entry(&mut self, close: u8) -> R<bool> {
        self.skip_spaces();
        match self.b[self.pos] {
            b',' => {
                self.pos += 1;
                self.skip_spaces();
                if self.b[self.pos] == close {
                    return Err(Declined);
                }
                Ok(false)
            }
            c if c == close => Ok(true),
            _ => Err(Declined),
        }
    }

    fn flow_seq(&mut self) -> R<()> {
        self.open()?;
        let start = self.span(self.pos, self.pos + 1);
        self.emit(Event::SequenceStart(StructureStyle::Flow, 0, None), start)?;
        self.pos += 1;
        self.skip_spaces();
        if self.b[self.pos] != b']' {
            loop {
                self.flow_node()?;
                if self.flow_after_entry(b']')? {
                    break;
                }
            }
        }
        let end = self.span(self.pos, self.pos + 1);
        self.emit(Event::SequenceEnd, end)?;
        self.pos += 1;
        self.depth -= 1;
        Ok(())
    }

    fn flow_map(&mut self) -> R<()> {
        self.open()?;
        let start = self.span(self.pos, self.pos + 1);
        self.emit(Event::MappingStart(StructureStyle::Flow, 0, None), start)?;
        self.pos += 1;
        self.skip_spaces();
        if self.b[self.pos] != b'}' {
            loop {
                let key = self.scalar(true)?;
                self.emit_scalar(key)?;
                if !(self.b[self.pos] == b':' && self.b[self.pos + 1] == b' ') {
                    return Err(Declined);
                }
                self.pos += 1;
                self.skip_spaces();
                if matches!(self.b[self.pos], b',' | b'}' | b']' | b'\n' | b'#') {
                    return Err(Declined);
                }
                self.flow_node()?;
                if self.flow_after_entry(b'}')? {
                    break;
                }
            }
        }
        let end = self.span(self.pos, self.pos + 1);
        self.emit(Event::MappingEnd, end)?;
        self.pos += 1;
        self.depth -= 1;
        Ok(())
    }

    fn emit_scalar(&mut self, s: Scalar<'a>) -> R<()> {
        self.emit(Event::Scalar(s.text, s.style, 0, None), s.span)
    }

    fn emit_null(&mut self, span: Span) -> R<()> {
        self.emit(
            Event::Scalar(Cow::Borrowed("~"), ScalarStyle::Plain, 0, None),
            span,
        )
    }

    /// A scalar on one line at `pos` (in a flow collection: `flow`); `pos` then just after it.
    fn scalar(&mut self, flow: bool) -> R<Scalar<'a>> {
        let start = self.pos;
        let (text, style) = match self.b[start] {
            b'"' => (self.double_quoted()?, ScalarStyle::DoubleQuoted),
            b'\'' => (self.single_quoted()?, ScalarStyle::SingleQuoted),
            _ => (self.plain(flow)?, ScalarStyle::Plain),
        };
        Ok(Scalar {
            text,
            style,
            span: self.span(start, self.pos),
        })
    }

    fn plain(&mut self, flow: bool) -> R<Cow<'a, str>> {
        let b = self.b;
        let start = self.pos;
        match b[start] {
            b'-' if b[start + 1].is_ascii_alphanumeric() || b[start + 1] == b'.' => {}
            b'.' if b[start..].starts_with(b"...") => return Err(Declined),
            b'-' | b'?' | b':' | b',' | b'[' | b']' | b'{' | b'}' | b'#' | b'&' | b'*' | b'!'
            | b'|' | b'>' | b'\'' | b'"' | b'%' | b'@' | b'`' | b' ' | b'\n' => {
                return Err(Declined)
            }
            _ => {}
        }
        let mut p = start;
        let mut end = start;
        loop {
            match b[p] {
                b'\n' => break,
                b' ' => {
                    let mut q = p;
                    while b[q] == b' ' {
                        q += 1;
                    }
                    if matches!(b[q], b'\n' | b'#') {
                        break;
                    }
                    p = q;
                    continue;
                }
                b':' if matches!(b[p + 1], b' ' | b'\n') => break,
                b':' if flow && matches!(b[p + 1], b',' | b'[' | b']' | b'{' | b'}') => break,
                b',' | b'[' | b']' | b'{' | b'}' if flow => break,
                _ => {}
            }
            p += 1;
            end = p;
        }
        self.pos = end;
        Ok(Cow::Borrowed(&self.text[start..end]))
    }

    fn single_quoted(&mut self) -> R<Cow<'a, str>> {
        let b = self.b;
        let start = self.pos + 1;
        let mut p = start;
        let mut owned: Option<String> = None;
        let mut from = start;
        loop {
            match b[p] {
                b'\n' => return Err(Declined),
                b'\'' if b[p + 1] == b'\'' => {
                    let o = owned.get_or_insert_with(String::new);
                    o.push_str(&self.text[from..=p]);
                    p += 2;
                    from = p;
                }
                b'\'' => break,
                _ => p += 1,
            }
        }
        self.pos = p + 1;
        Ok(match owned {
            None => Cow::Borrowed(&self.text[start..p]),
            Some(mut o) => {
                o.push_str(&self.text[from..p]);
                Cow::Owned(o)
            }
        })
    }

    fn double_quoted(&mut self) -> R<Cow<'a, str>> {
        let b = self.b;
        let start = self.pos + 1;
        let mut p = start;
        let mut owned: Option<String> = None;
        let mut from = start;
        loop {
            match b[p] {
                b'\n' => return Err(Declined),
                b'"' => break,
                b'\\' => {
                    let o = owned.get_or_insert_with(String::new);
                    o.push_str(&self.text[from..p]);
                    let (c, len) = match b[p + 1] {
                        b'0' => ('\0', 0),
                        b'a' => ('\x07', 0),
                        b'b' => ('\x08', 0),
                        b't' => ('\t', 0),
                        b'n' => ('\n', 0),
                        b'v' => ('\x0b', 0),
                        b'f' => ('\x0c', 0),
                        b'r' => ('\r', 0),
                        b'e' => ('\x1b', 0),
                        b' ' => (' ', 0),
                        b'"' => ('"', 0),
                        b'/' => ('/', 0),
                        b'\\' => ('\\', 0),
                        b'N' => ('\u{85}', 0),
                        b'_' => ('\u{a0}', 0),
                        b'L' => ('\u{2028}', 0),
                        b'P' => ('\u{2029}', 0),
                        b'x' => (hex(&b[p + 2..], 2)?, 2),
                        b'u' => (hex(&b[p + 2..], 4)?, 4),
                        b'U' => (hex(&b[p + 2..], 8)?, 8),
                        _ => return Err(Declined),
                    };
                    o.push(c);
                    p += 2 + len;
                    from = p;
                }
                _ => p += 1,
            }
        }
        self.pos = p + 1;
        Ok(match owned {
            None => Cow::Borrowed(&self.text[start..p]),
            Some(mut o) => {
                o.push_str(&self.text[from..p]);
                Cow::Owned(o)
            }
        })
    }
}

/// The character of the `digits` hexadecimal digits at the start of `b`.
fn hex(b: &[u8], digits: usize) -> R<char> {
    let mut value = 0u32;
    for &d in b.get(..digits).ok_or(Declined)? {
        let v = (d as char).to_digit(16).ok_or(Declined)?;
        value = value * 16 + v;
    }
    char::from_u32(value).ok_or(Declined)
}

/// A scalar read, not yet sent.
struct Scalar<'a> {
    text: Cow<'a, str>,
    style: ScalarStyle,
    span: Span,
}
