//! The shape ARCHITECTURE.md asks of the code, checked on the sources of `src/` and
//! `crates/*/src` (unit-test modules, `#[cfg(test)]`, are not checked):
//! - JSON is written from typed `Serialize` structs, never from a `json!` block;
//! - a function fits in about 120 lines, or the comment block right above it gives the reason
//!   on a line that starts with `Long:` or `Long by nature:` (a table of data, generated code).

use std::path::Path;

/// The longest a function may run without a written reason.
const MAX_LINES: usize = 120;

/// The file's lines up to its first unit-test module (`#[cfg(test)]` followed by `mod`), with
/// the text of string and character literals and of comments blanked, so that braces and
/// `json!` inside them do not count. Comments are kept apart (second value) for the reasons.
fn code_lines(text: &str) -> (Vec<String>, Vec<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let mut end = lines.len();
    for (i, l) in lines.iter().enumerate() {
        let next = lines.get(i + 1).map_or("", |n| n.trim_start());
        let module = next.starts_with("mod ") || next.starts_with("pub mod ");
        if l.trim() == "#[cfg(test)]" && module && next.trim_end().ends_with('{') {
            end = i;
            break;
        }
    }
    let kept: String = lines[..end].iter().flat_map(|l| [*l, "\n"]).collect();
    let lexed = crate::common::rust_source::lex(&kept);
    let code: Vec<String> = lexed.code.lines().map(str::to_string).collect();
    let mut comments = lexed.line_comments;
    comments.resize(code.len(), String::new());
    (code, comments)
}

/// `(name, first line, length)` of every function of the file whose body runs past
/// [`MAX_LINES`] without a `Long:` (or `Long by nature:`) reason in the comment block right
/// above it.
fn long_functions(text: &str) -> Vec<(String, usize, usize)> {
    let (code, comments) = code_lines(text);
    let mut out = Vec::new();
    for (i, line) in code.iter().enumerate() {
        let Some(name) = function_name(line) else {
            continue;
        };
        let mut depth = 0i64;
        // Brackets of the signature (`[&str; 5]` holds a `;` that does not end it).
        let mut brackets = 0i64;
        let mut opened = false;
        let mut end = None;
        'body: for (j, l) in code.iter().enumerate().skip(i) {
            for c in l.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    '(' | '[' => brackets += 1,
                    ')' | ']' => brackets -= 1,
                    ';' if !opened && depth == 0 && brackets == 0 => break 'body,
                    _ => {}
                }
                if opened && depth == 0 {
                    end = Some(j);
                    break 'body;
                }
            }
        }
        let Some(end) = end else { continue };
        let length = end - i + 1;
        if length <= MAX_LINES {
            continue;
        }
        let reason = (0..i)
            .rev()
            .take_while(|&k| {
                let t = code[k].trim();
                t.is_empty() || t.starts_with("#[") || !comments[k].is_empty()
            })
            .any(|k| {
                let c = comments[k]
                    .trim_start_matches('/')
                    .trim_start_matches('!')
                    .trim();
                c.starts_with("Long:") || c.starts_with("Long by nature")
            });
        if !reason {
            out.push((name, i + 1, length));
        }
    }
    out
}

/// The function a line declares, if it does.
fn function_name(line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "fn")?;
    let before_ok = words[..at].iter().all(|w| {
        matches!(
            *w,
            "pub" | "const" | "async" | "unsafe" | "extern" | "default"
        ) || w.starts_with("pub(")
            || w.starts_with('"')
    });
    let name: String = words
        .get(at + 1)?
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    (before_ok && !name.is_empty()).then_some(name)
}

fn shown(file: &Path) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    file.strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string()
}

#[test]
fn code_shape_json_comes_from_typed_structs() {
    let mut found = Vec::new();
    for file in crate::common::rust_sources() {
        let text = std::fs::read_to_string(&file).expect("a source file");
        let (code, _) = code_lines(&text);
        for (n, l) in code.iter().enumerate() {
            if l.contains("json!") {
                found.push(format!("{}:{}", shown(&file), n + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a json! block instead of a Serialize struct:\n{}",
        found.join("\n")
    );
}

#[test]
fn code_shape_functions_fit_or_say_why() {
    let mut found = Vec::new();
    for file in crate::common::rust_sources() {
        let text = std::fs::read_to_string(&file).expect("a source file");
        for (name, line, length) in long_functions(&text) {
            found.push(format!("{}:{line}: {name} ({length} lines)", shown(&file)));
        }
    }
    assert!(
        found.is_empty(),
        "functions over {MAX_LINES} lines without a `Long:` reason above them (split them \
         along parse -> judge -> present, or say why not):\n{}",
        found.join("\n")
    );
}

#[test]
fn code_shape_checker_measures_functions() {
    let body = "    let x = 1;\n".repeat(MAX_LINES);
    let long = format!("fn long() {{\n{body}}}\n");
    assert_eq!(
        long_functions(&long),
        [("long".to_string(), 1, MAX_LINES + 2)]
    );
    let excused =
        format!("/// A table.\n// Long: one row per tile, data.\nfn long() {{\n{body}}}\n");
    assert!(long_functions(&excused).is_empty());
    let array = format!("fn array(a: [u8; 2]) {{\n{body}}}\n");
    assert_eq!(long_functions(&array).len(), 1);
    let short = "pub(crate) fn short() -> &'static str {\n    \"}}}\" // }\n}\n";
    assert!(long_functions(short).is_empty());
    let tests = format!("#[cfg(test)]\nmod tests {{\n{long}}}\n");
    assert!(long_functions(&tests).is_empty());
}
