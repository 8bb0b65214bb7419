//! The budgets of a JCloisterZone save, checked on its bytes before any JSON value is built:
//! how deep it nests, how many values and objects it holds, wherever they are written (an
//! unknown field included), so that what the import builds stays proportional to a real save.
//! The longest real saves hold about 5,500 values, 1,400 objects and 600 replay messages,
//! nested 7 deep (README, "Bounded input").

use arbiter_ids::msg;

use super::{InputError, Loc};
use arbiter_engine::carcassonne::problem::Message;

/// The deepest a save may nest arrays and objects.
pub const MAX_JCZ_DEPTH: usize = 32;
/// The most values (objects, arrays, texts, numbers, booleans, nulls) a save may hold.
pub const MAX_JCZ_VALUES: usize = 200_000;
/// The most objects a save may hold (an object costs about 700 bytes once read).
pub const MAX_JCZ_OBJECTS: usize = 50_000;
/// The most messages a save's `replay` may hold.
pub const MAX_JCZ_MESSAGES: usize = 20_000;

/// A save past one of its budgets: `what` (`depth`, `values`, `objects`) and where.
fn refused(what: &str, limit: usize, loc: Loc) -> InputError {
    InputError::new(
        Message::new(msg::JCZ_TOO_COMPLEX)
            .arg("what", what)
            .arg("limit", limit),
        loc,
    )
}

/// Checks the budgets on the save's bytes (JSON syntax is left to the parser): the first
/// value past a budget is refused at its line and column.
pub fn check(bytes: &[u8]) -> Result<(), InputError> {
    let (mut depth, mut values, mut objects) = (0usize, 1usize, 0usize);
    let (mut line, mut column) = (1usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for &b in bytes {
        if b == b'\n' {
            line += 1;
            column = 0;
        } else if b & 0xC0 != 0x80 {
            // A character starts (UTF-8 continuation bytes are not counted).
            column += 1;
        }
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        let here = || Loc::new(line, column);
        match b {
            b'"' => in_string = true,
            b'{' | b'[' => {
                depth += 1;
                if depth > MAX_JCZ_DEPTH {
                    return Err(refused("depth", MAX_JCZ_DEPTH, here()));
                }
                if b == b'{' {
                    objects += 1;
                    if objects > MAX_JCZ_OBJECTS {
                        return Err(refused("objects", MAX_JCZ_OBJECTS, here()));
                    }
                }
            }
            b'}' | b']' => depth = depth.saturating_sub(1),
            // Every value but the first follows a comma or a colon (a key's is counted too:
            // keys cost as much as values).
            b',' | b':' => {
                values += 1;
                if values > MAX_JCZ_VALUES {
                    return Err(refused("values", MAX_JCZ_VALUES, here()));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

/// Refuses a replay longer than [`MAX_JCZ_MESSAGES`].
pub fn check_replay(len: usize) -> Result<(), InputError> {
    if len > MAX_JCZ_MESSAGES {
        return Err(InputError::new(
            Message::new(msg::JCZ_TOO_MANY_MESSAGES)
                .arg("count", len)
                .arg("limit", MAX_JCZ_MESSAGES),
            Loc::default(),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budgets_count_outside_strings_only() {
        assert!(check(br#"{"a": "[[[[,,,,{{{{"}"#).is_ok());
        let deep = "[".repeat(MAX_JCZ_DEPTH + 1);
        let e = check(deep.as_bytes()).unwrap_err();
        assert_eq!(e.loc, Loc::new(1, MAX_JCZ_DEPTH + 1));
        let many = format!("[{}]", vec!["{}"; MAX_JCZ_OBJECTS + 1].join(","));
        assert!(check(many.as_bytes()).is_err());
        let escaped = format!("[\"\\\"{}\"]", ",".repeat(MAX_JCZ_VALUES + 1));
        assert!(check(escaped.as_bytes()).is_ok());
    }
}
