//! What kind of file a file is, read from its top level: the game it names and whether it is
//! a game record.

use super::*;

/// The `game:` key of any position file, ignoring everything else, as the YAML reader reads
/// it (tags, anchors, folded scalars, comments and any line ending included): no quick look at
/// the text, which could read a file differently than the reader that follows.
pub fn game_of(bytes: &[u8]) -> Result<(String, Loc), InputError> {
    kind_of(bytes).game
}

/// What kind of file a file is, read from its top level: the game it names, and whether it
/// is a game record (a `start:` key). One reading of the file answers both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kind {
    /// The game named (its `game:` value and place), or why none can be read.
    pub game: Result<(String, Loc), InputError>,
    /// Whether it is a game record.
    pub record: bool,
}

/// The [`Kind`] of a file.
pub fn kind_of(bytes: &[u8]) -> Kind {
    if let Some(kind) = crate::yaml::text_of(bytes).ok().and_then(shallow_kind) {
        return kind;
    }
    let read = crate::yaml::text_of(bytes).and_then(crate::tree::read);
    match read {
        Ok((root, _)) => Kind {
            record: crate::record::is_record_root(&root),
            game: game_in(&root),
        },
        Err(e) => Kind {
            game: Err(e),
            record: false,
        },
    }
}

/// The [`Kind`] of a plain block-style file, read from its lines at column 0 without
/// reading the rest (a large board is then read once, not twice): every such line is a
/// comment, a first `---` or a `key:` whose key is a plain word, and `game:` is there once
/// with a plain word as its value. Anything else (flow style, quoting, a second document, a
/// tab) is None: the whole file is read instead, which also words any error.
fn shallow_kind(text: &str) -> Option<Kind> {
    let plain = |w: &str| {
        !w.is_empty()
            && w.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    let mut game = None;
    let mut record = false;
    let mut started = false;
    for (n, line) in text.lines().enumerate() {
        let line = line.strip_suffix('\r').unwrap_or(line);
        let first = line.bytes().next();
        match first {
            None | Some(b' ') | Some(b'#') => continue,
            Some(b'\t') => return None,
            _ => {}
        }
        if line.trim_end() == "---" && !started && game.is_none() && !record {
            started = true;
            continue;
        }
        let (key, rest) = line.split_once(':')?;
        if !plain(key) || !(rest.is_empty() || rest.starts_with(' ')) {
            return None;
        }
        started = true;
        match key {
            "start" => record = true,
            "game" => {
                let value = rest.split(" #").next().unwrap_or("").trim();
                if game.is_some() || !plain(value) {
                    return None;
                }
                let column = line.len() - rest.len() + (rest.len() - rest.trim_start().len());
                let loc = Loc::new(n + 1, column + 1).with_width(value.len());
                game = Some((value.to_string(), loc));
            }
            _ => {}
        }
    }
    Some(Kind {
        game: Ok(game?),
        record,
    })
}

/// The game a file's root names.
fn game_in(root: &crate::tree::Node<'_>) -> Result<(String, Loc), InputError> {
    let crate::tree::Node::Map { entries, .. } = root else {
        return Err(crate::tree::wrong(root, "mapping"));
    };
    // `spel` is the Dutch name Keyflower files may use for it.
    let game = entries.iter().find(
        |(k, _)| matches!(k, crate::tree::Node::Scalar { text, .. } if text.as_ref() == "game"),
    );
    let game = game.or_else(|| {
        entries.iter().find(
            |(k, _)| matches!(k, crate::tree::Node::Scalar { text, .. } if text.as_ref() == "spel"),
        )
    });
    match game {
        Some((_, value)) => {
            let mut errors = Vec::new();
            match crate::tree::string(value, &mut errors) {
                // A folded scalar (`game: >`) ends in a newline: the name is the same.
                Some(g) => Ok((g.value.trim().to_string(), g.loc)),
                None => Err(errors
                    .pop()
                    .unwrap_or_else(|| crate::tree::wrong(value, "text"))),
            }
        }
        None => Err(InputError::new(
            Message::new(msg::INPUT_MISSING_KEY).arg("key", "game"),
            Loc::START,
        )),
    }
}

#[cfg(test)]
mod kind_tests {
    use super::*;

    /// Every YAML file of the project's examples and tests whose kind the line scan reads
    /// gets the kind the whole reading gives, place of the `game:` value included.
    #[test]
    fn the_line_scan_agrees_with_the_whole_reading() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut stack = vec![root.join("examples"), root.join("tests")];
        let (mut scanned, mut files) = (0, 0);
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                if path.extension().is_none_or(|e| e != "yaml") {
                    continue;
                }
                let bytes = std::fs::read(&path).unwrap();
                let Ok(text) = crate::yaml::text_of(&bytes) else {
                    continue;
                };
                files += 1;
                let Some(shallow) = shallow_kind(text) else {
                    continue;
                };
                scanned += 1;
                let whole = crate::tree::read(text).map(|(root, _)| Kind {
                    record: crate::record::is_record_root(&root),
                    game: game_in(&root),
                });
                if let Ok(whole) = whole {
                    assert_eq!(shallow, whole, "{}", path.display());
                }
            }
        }
        assert!(scanned > files / 2, "{scanned} of {files} files scanned");
    }

    #[test]
    fn the_line_scan_leaves_what_it_cannot_be_sure_of() {
        for text in [
            "{game: carcassonne}\n",
            "game: \"carcassonne\"\n",
            "game: carcassonne\ngame: keyflower\n",
            "players: []\n",
            "---\ngame: carcassonne\n---\ngame: keyflower\n",
            "\tgame: carcassonne\n",
        ] {
            assert_eq!(shallow_kind(text), None, "{text:?}");
        }
        let kind = shallow_kind("# a comment\n---\ngame: keyflower # here\nstart:\n  x: 1\n");
        assert_eq!(
            kind,
            Some(Kind {
                game: Ok(("keyflower".into(), Loc::new(3, 7).with_width(9))),
                record: true,
            })
        );
    }
}
