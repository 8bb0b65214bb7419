//! Rust source as the tests that read the code need it (the layering, the seams, the code's
//! shape, the ids written as literals): one small lexer, so that they agree on what is code,
//! what is a comment and what is a string.

use std::path::{Path, PathBuf};

/// A source file split into what the checks read.
pub struct Lexed {
    /// The code with comments blanked, string literals emptied to `""` and character
    /// literals to `' '`; every newline is kept, so line numbers stay those of the file.
    pub code: String,
    /// The `//` comment of each line (from the slashes on), empty where the line has none.
    pub line_comments: Vec<String>,
    /// Every normal and byte string literal, with the line it starts on and its text as
    /// written (escapes kept); raw strings are not listed.
    pub strings: Vec<(usize, String)>,
}

/// Lexes Rust source.
pub fn lex(text: &str) -> Lexed {
    let c: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut line_comments = vec![String::new(); text.lines().count().max(1)];
    let mut strings = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        if c[i] == '/' && next == Some('/') {
            let start = i;
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
            if let Some(slot) = line_comments.get_mut(line - 1) {
                *slot = c[start..i].iter().collect();
            }
        } else if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if c[i] == '\n' {
                        code.push('\n');
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if let Some(hashes) = raw_string_start(&c, i) {
            let mut j = i + 1 + usize::from(c[i] == 'b') + hashes + 1;
            code.push_str("\"\"");
            while j < c.len() {
                if c[j] == '"' && (0..hashes).all(|k| c.get(j + 1 + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                if c[j] == '\n' {
                    code.push('\n');
                    line += 1;
                }
                j += 1;
            }
            i = j;
        } else if c[i] == '"' {
            let start = line;
            let mut literal = String::new();
            code.push_str("\"\"");
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    literal.push('\\');
                    i += 1;
                }
                if let Some(&ch) = c.get(i) {
                    if ch == '\n' {
                        code.push('\n');
                        line += 1;
                    }
                    literal.push(ch);
                }
                i += 1;
            }
            i += 1;
            strings.push((start, literal));
        } else if c[i] == '\'' && char_literal_len(&c, i).is_some() {
            code.push_str("' '");
            i += char_literal_len(&c, i).unwrap_or(1);
        } else {
            if c[i] == '\n' {
                line += 1;
            }
            code.push(c[i]);
            i += 1;
        }
    }
    Lexed {
        code,
        line_comments,
        strings,
    }
}

/// The code of a source with comments and literals blanked ([`Lexed::code`]).
pub fn code_only(text: &str) -> String {
    lex(text).code
}

/// The number of `#` of a raw string (`r"…"`, `r#"…"#`, `br"…"`) starting at `i`, if one does
/// (and the `r` does not end an identifier).
fn raw_string_start(c: &[char], i: usize) -> Option<usize> {
    let r = match c[i] {
        'r' => i,
        'b' if c.get(i + 1) == Some(&'r') => i + 1,
        _ => return None,
    };
    if i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_') {
        return None;
    }
    let hashes = c[r + 1..].iter().take_while(|&&h| h == '#').count();
    (c.get(r + 1 + hashes) == Some(&'"')).then_some(hashes)
}

/// The length of a character literal starting at `i` (`'a'`, `'\n'`, `'\''`), or `None` for a
/// lifetime.
fn char_literal_len(c: &[char], i: usize) -> Option<usize> {
    match c.get(i + 1)? {
        '\\' => {
            let close = (i + 3..c.len().min(i + 12)).find(|&j| c[j] == '\'')?;
            Some(close - i + 1)
        }
        _ => (c.get(i + 2) == Some(&'\'')).then_some(3),
    }
}

/// Every `.rs` file below `dir` (none when it does not exist), sorted.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, &mut out);
    out.sort();
    out
}

#[test]
fn the_lexer_tells_code_comments_and_strings_apart() {
    let text = "let a = \"x { y\"; // note {\nlet b = r#\"raw \" {\"#; /* c\n { */ let c = '{';\nlet l: &'a str = b\"by\\\"te\";\n";
    let lexed = lex(text);
    assert_eq!(lexed.code.lines().count(), 4);
    assert!(!lexed.code.contains('{'), "{}", lexed.code);
    assert!(lexed.code.contains("&'a str"));
    assert_eq!(lexed.line_comments[0], "// note {");
    assert_eq!(
        lexed.strings,
        vec![(1, "x { y".to_string()), (4, "by\\\"te".to_string())]
    );
}
