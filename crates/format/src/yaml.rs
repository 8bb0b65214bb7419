//! Reading YAML safely: file checks (size, UTF-8, emptiness), the resource budgets of the
//! event reader of [`super::tree`], values with their places ([`Spanned`]), and the YAML
//! readers' errors turned into arbiter's own messages with a line and column.

use arbiter_ids::msg;
use serde_saphyr::granit_parser::{ErrorKind, ScanError};

use super::{InputError, Loc};
use arbiter_engine::carcassonne::catalogue::edit_distance;
use arbiter_engine::carcassonne::problem::Message;

/// Largest file arbiter reads (a real position is a few kilobytes).
pub const MAX_FILE_BYTES: usize = 4 * 1024 * 1024;

/// Deepest nesting of lists and mappings arbiter reads (a position needs 5 levels).
pub const MAX_DEPTH: usize = 32;

/// A value read from a file with the place it was written (for a scalar, the whole token).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<T> {
    /// The value.
    pub value: T,
    /// Where it was written.
    pub loc: Loc,
}

impl<T> Spanned<T> {
    /// A value written at `loc`.
    pub fn new(value: T, loc: Loc) -> Spanned<T> {
        Spanned { value, loc }
    }
}

/// The place of a value read with [`Spanned`].
pub fn loc_of<T>(s: &Spanned<T>) -> Loc {
    s.loc
}

/// Parser events any file may produce, however small; larger files get four more per byte.
pub(super) const BASE_EVENTS: usize = 1_000_000;

/// The text of a file, if arbiter reads it at all: not too large, UTF-8, not empty.
pub fn text_of(bytes: &[u8]) -> Result<&str, InputError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(InputError::new(
            Message::new(msg::INPUT_TOO_LARGE)
                .arg("size", bytes.len())
                .arg("limit", MAX_FILE_BYTES),
            Loc::START,
        ));
    }
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t,
        Err(e) => {
            // Everything before the bad byte is valid UTF-8; columns count characters.
            let before = std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default();
            let line = before.matches('\n').count() + 1;
            let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            return Err(InputError::new(
                Message::new(msg::INPUT_NOT_UTF8),
                Loc::new(line, column),
            ));
        }
    };
    if text.trim().is_empty()
        || text
            .split(['\n', '\r'])
            .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
    {
        return Err(InputError::new(Message::new(msg::INPUT_EMPTY), Loc::START));
    }
    Ok(text)
}

/// A syntax error of the YAML parser, as arbiter's own message at its place.
pub fn scan_error(e: &ScanError) -> InputError {
    let message = if matches!(e.kind(), ErrorKind::RecursionLimitExceeded) {
        Message::new(msg::INPUT_TOO_DEEP).arg("limit", MAX_DEPTH)
    } else {
        Message::new(msg::YAML_SYNTAX).arg("what", syntax_kind(e.kind()))
    };
    let m = e.marker();
    InputError::new(message, Loc::new(m.line(), m.col() + 1))
}

/// A syntax error the parser names as a misplaced colon or list entry, said as what it most
/// often is: a line whose indentation fits none of the lines above it (`- ` entries of one
/// list in one column, the keys of one entry under its first key).
pub fn indentation_said(e: InputError, text: &str) -> InputError {
    let misplaced = e.message.key == msg::YAML_SYNTAX
        && e.message
            .args
            .iter()
            .any(|(_, v)| matches!(v.to_string().as_str(), "colon" | "list-entry"));
    if !misplaced || !indentation_slip(text, e.loc.line) {
        return e;
    }
    InputError::new(
        Message::new(msg::YAML_SYNTAX).arg("what", "list-indentation"),
        e.loc,
    )
}

/// A YAML line as indentation sees it: the column it starts at, whether it is a list entry
/// (`- `), the column of its first key, and whether it opens a block (ends with `:`, or is a
/// bare `-`).
struct Indent {
    at: usize,
    dash: bool,
    key: usize,
    opens: bool,
}

fn indent_of(line: &str) -> Option<Indent> {
    let body = line.trim_end();
    let trimmed = body.trim_start();
    if trimmed.is_empty() || trimmed.starts_with('#') {
        return None;
    }
    let at = body.len() - trimmed.len();
    let dash = trimmed == "-" || trimmed.starts_with("- ");
    let after = if dash {
        trimmed[1..].trim_start()
    } else {
        trimmed
    };
    let key = at + (trimmed.len() - after.len());
    Some(Indent {
        at,
        dash,
        key,
        opens: after.is_empty() || after.ends_with(':'),
    })
}

/// Whether line `line` (1-based) of `text` starts where no line above it lets it start.
fn indentation_slip(text: &str, line: usize) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let Some(cur) = line
        .checked_sub(1)
        .and_then(|i| lines.get(i))
        .and_then(|l| indent_of(l))
    else {
        return false;
    };
    let above: Vec<Indent> = lines[..line - 1]
        .iter()
        .filter_map(|l| indent_of(l))
        .collect();
    let Some(prev) = above.last() else {
        return false;
    };
    // A child of the line above: deeper than its key when it opens a block; the next key of
    // the entry it starts.
    if prev.opens && (cur.at > prev.at || cur.dash && cur.at == prev.at) {
        return false;
    }
    if prev.dash && !cur.dash && cur.at == prev.key {
        return false;
    }
    // A sibling of a line above: a list entry beside an entry, a key beside a key.
    let sibling = above.iter().any(|a| {
        if cur.dash {
            a.dash && a.at == cur.at
        } else {
            (!a.dash && a.at == cur.at) || (a.dash && a.key == cur.at)
        }
    });
    !sibling
}

/// A whole number out of the range of the Rust type `ty`.
pub fn bad_number(ty: &str, loc: Loc) -> InputError {
    let (min, max) = integer_range(ty).unwrap_or_default();
    InputError::new(
        Message::new(msg::INPUT_BAD_NUMBER)
            .arg("min", min)
            .arg("max", max),
        loc,
    )
}

/// The known name nearest to `word`, if close enough to be a likely typo.
pub fn did_you_mean<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|k| (edit_distance(word, k), k))
        .filter(|&(d, k)| d <= 2.max(k.len() / 3))
        .min()
        .map(|(_, k)| k)
}

/// The kind of a parser error, as a key of `yaml-syntax`.
fn syntax_kind(kind: &ErrorKind) -> &'static str {
    use ErrorKind as K;
    match kind {
        K::TabNotAllowed
        | K::TabInBlockIndentation
        | K::TabAtBlockScalarStart
        | K::TabInIndentation
        | K::TabInPlainScalar => "tab",
        K::InvalidIndentation
        | K::InvalidBlockScalarIndent
        | K::InvalidQuotedScalarIndent
        | K::InvalidFlowScalarIndent
        | K::ZeroBlockScalarIndent => "indentation",
        K::UnexpectedEofFlowSequence
        | K::UnexpectedEofFlowMapping
        | K::UnexpectedEofImplicitFlowMapping
        | K::UnexpectedEofBlockSequence
        | K::UnexpectedEofBlockMapping
        | K::UnexpectedEof
        | K::UnclosedFlowCollection { .. }
        | K::UnclosedQuotedScalar
        | K::UnclosedVerbatimTag => "unclosed",
        K::InvalidColonPlacement
        | K::MappingValueNotAllowed
        | K::MappingKeyNotAllowed
        | K::InvalidMappingValueWhitespace
        | K::FlowMappingValueAdjacentCollection
        | K::SimpleKeyExpected
        | K::InvalidSimpleKey
        | K::ExpectedBlockMappingKey => "colon",
        K::ExpectedFlowMappingSeparator
        | K::ExpectedFlowSequenceSeparator
        | K::MisplacedFlowCollectionEnd
        | K::MismatchedFlowCollectionEnd { .. }
        | K::BlockEntryInFlowCollection
        | K::PlainScalarStartsWithDashFlowIndicator => "brackets",
        K::ExpectedBlockSequenceEntry
        | K::BlockSequenceEntryNotAllowed
        | K::InvalidBlockEntryWhitespace => "list-entry",
        K::UnknownQuotedScalarEscape
        | K::InvalidQuotedScalarHexEscape
        | K::InvalidLowSurrogateHexEscape
        | K::InvalidLowSurrogate
        | K::MissingLowSurrogate
        | K::UnpairedLowSurrogate
        | K::InvalidUnicodeEscape
        | K::InvalidTrailingSingleQuotedScalar
        | K::InvalidTrailingDoubleQuotedScalar
        | K::DocumentIndicatorInQuotedScalar => "quotes",
        K::UnknownAnchor | K::MissingAnchorOrAliasName | K::AnchorCountOverflow => "anchor",
        K::CommentNotSeparated | K::CommentInterceptedScalar => "comment",
        K::ExpectedDocumentStart
        | K::InvalidDocumentEnd
        | K::MultipleDocumentsUnsupported
        | K::BomInsideDocument
        | K::MissingDocumentEndBeforeDirective => "document",
        K::DuplicateVersionDirective
        | K::UnsupportedYamlMajorVersion
        | K::DuplicateTagDirective
        | K::UndeclaredTagHandle
        | K::ExpectedTagBang
        | K::ExpectedTagDirectiveBang
        | K::InvalidGlobalTagCharacter
        | K::InvalidDirectiveTerminator
        | K::DirectiveDisallowed
        | K::MissingYamlVersionSeparator
        | K::MissingDirectiveName
        | K::InvalidDirectiveName
        | K::YamlVersionTooLong
        | K::MissingYamlVersion
        | K::InvalidTagDirectiveTerminator
        | K::InvalidTagTerminator
        | K::MissingTagUri
        | K::InvalidTagEscape => "directive",
        K::ExpectedWhitespace => "whitespace",
        _ => "other",
    }
}

/// The range of an integer type named by the YAML reader, as text (i64 and u64 limits do not
/// fit one Rust integer type together).
fn integer_range(ty: &str) -> Option<(String, String)> {
    let r = |min: i128, max: i128| Some((min.to_string(), max.to_string()));
    match ty {
        "i64" => r(i64::MIN.into(), i64::MAX.into()),
        "i32" => r(i32::MIN.into(), i32::MAX.into()),
        "u64" | "usize" => r(0, u64::MAX.into()),
        "u32" => r(0, u32::MAX.into()),
        "u16" => r(0, u16::MAX.into()),
        "u8" => r(0, u8::MAX.into()),
        _ => None,
    }
}

/// Whether `c` may not stand in YAML arbiter writes: any character unsafe to show
/// ([`arbiter_rulings::shown::is_unsafe`], tabs included) but the text's own line feeds.
fn unsafe_in_output(c: char) -> bool {
    c != '\n' && arbiter_rulings::shown::is_unsafe(c, false)
}

/// `value` as YAML text that holds no character unsafe to show and reads back as `value`: the
/// one writer of every YAML arbiter prints or writes (records, `--format yaml`). Plain YAML
/// when no string needs it; else every string is quoted and each that holds such a character
/// is written double-quoted with YAML's escapes (`"Eve\nWinner\u202E"`, never Rust's
/// `\u{202e}`). Should that ever not read back as the same value, the value is written as
/// JSON with the same escapes (JSON is YAML too).
pub fn to_text<T: serde::Serialize>(value: &T) -> String {
    use serde_saphyr::SerializerOptions;
    let plain = serde_saphyr::to_string(value).unwrap_or_default();
    if !plain.chars().any(unsafe_in_output) {
        return plain;
    }
    let mut options = SerializerOptions::default();
    options.quote_all = true;
    options.prefer_block_scalars = false;
    if let Ok(quoted) = serde_saphyr::to_string_with_options(value, options) {
        if let Some(safe) = requoted(&quoted) {
            let read = |t: &str| serde_saphyr::from_str::<serde_json::Value>(t).ok();
            if !safe.chars().any(unsafe_in_output)
                && read(&safe).is_some()
                && read(&safe) == read(&quoted)
            {
                return safe;
            }
        }
    }
    let json = serde_json::to_string_pretty(value).unwrap_or_default();
    format!("{}\n", arbiter_rulings::shown::json_escaped(&json))
}

/// YAML in which every string is quoted, with each quoted string that holds an unsafe
/// character written again double-quoted with escapes; `None` when such a character stands
/// outside a quoted string.
fn requoted(yaml: &str) -> Option<String> {
    let chars: Vec<char> = yaml.chars().collect();
    let mut out = String::with_capacity(yaml.len() + 16);
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        // A quote opens a string only where a value or key may start.
        let opens = || {
            let before = chars[..i].iter().rev().find(|&&b| b != ' ');
            matches!(
                before,
                None | Some('\n' | ':' | '-' | '[' | '{' | ',' | '?')
            )
        };
        match c {
            '"' if opens() => {
                out.push('"');
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' && i + 1 < chars.len() {
                        out.push(chars[i]);
                        out.push(chars[i + 1]);
                        i += 2;
                        continue;
                    }
                    let q = arbiter_rulings::shown::quoted(&chars[i].to_string());
                    out.push_str(&q[1..q.len() - 1]);
                    i += 1;
                }
                out.push('"');
                i += 1;
            }
            '\'' if opens() => {
                let mut text = String::new();
                i += 1;
                while i < chars.len() {
                    if chars[i] == '\'' {
                        if chars.get(i + 1) == Some(&'\'') {
                            text.push('\'');
                            i += 2;
                            continue;
                        }
                        break;
                    }
                    text.push(chars[i]);
                    i += 1;
                }
                i += 1;
                if text.chars().any(unsafe_in_output) {
                    out.push_str(&arbiter_rulings::shown::quoted(&text));
                } else {
                    out.push('\'');
                    out.push_str(&text.replace('\'', "''"));
                    out.push('\'');
                }
            }
            c if unsafe_in_output(c) => return None,
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod safe_text_tests {
    use super::to_text;

    #[derive(serde::Serialize)]
    struct Player {
        name: String,
        color: &'static str,
        at: [i64; 2],
    }

    #[test]
    fn hostile_strings_are_escaped_and_read_back() {
        for name in [
            "Eve\nWinner: Mallory\t\u{202e}\u{200b}\u{1b}[2J",
            "Bob's \u{2066}x\u{2069}",
            "\"quoted\" \\ back\u{85}slash\u{feff}",
            "Anna",
        ] {
            let value = vec![Player {
                name: name.to_string(),
                color: "red",
                at: [0, -1],
            }];
            let text = to_text(&value);
            assert!(!text.chars().any(super::unsafe_in_output), "{text}");
            let back: serde_json::Value = serde_saphyr::from_str(&text).unwrap();
            assert_eq!(back[0]["name"], name, "{text}");
            assert!(!text.starts_with('['), "YAML, not JSON: {text}");
        }
        assert_eq!(
            to_text(&vec![Player {
                name: "Anna".into(),
                color: "red",
                at: [1, 2]
            }]),
            serde_saphyr::to_string(&vec![Player {
                name: "Anna".into(),
                color: "red",
                at: [1, 2]
            }])
            .unwrap()
        );
    }
}
