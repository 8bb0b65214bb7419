//! Every command an example's header suggests (`# Try: arbiter ...`) works as a new user
//! types it: it runs, and a suggested move is legal (exit status 0). Commands that write a
//! file (`settle`, `-o`, `>`) are left out: they would change the examples; so are those that
//! read the file such a command writes.

use crate::common::arbiter;

/// The suggested commands of one example file: the `Try:` line and the comment lines that
/// continue it, split at `|`, `;` and `, arbiter`.
fn suggested(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let mut in_try = false;
    for line in text.lines() {
        let Some(comment) = line.strip_prefix('#') else {
            break;
        };
        if let Some((_, rest)) = comment.split_once("Try:") {
            in_try = true;
            push_commands(rest, &mut out);
        } else if in_try && comment.trim_start().starts_with("arbiter ") {
            push_commands(comment, &mut out);
        } else {
            in_try = false;
        }
    }
    out
}

fn push_commands(text: &str, out: &mut Vec<Vec<String>>) {
    for part in text.replace(", arbiter ", "|arbiter ").split(['|', ';']) {
        let part = part.trim().trim_end_matches(',');
        let Some(args) = part.strip_prefix("arbiter ") else {
            continue;
        };
        if args.contains('>') || args.contains(" -o ") || args.starts_with("settle") {
            continue;
        }
        out.push(args.split_whitespace().map(str::to_string).collect());
    }
}

#[test]
fn every_command_an_example_suggests_works() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut dir: Vec<_> = std::fs::read_dir(root.join("examples"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    dir.sort();
    let mut run = 0;
    for path in dir {
        let text = std::fs::read_to_string(&path).unwrap();
        for args in suggested(&text) {
            // A file an earlier suggestion writes (`> summer.yaml`) is not there.
            if args
                .iter()
                .any(|a| a.ends_with(".yaml") && !root.join(a).exists())
            {
                continue;
            }
            let out = arbiter(&args.iter().map(String::as_str).collect::<Vec<_>>())
                .current_dir(root)
                .output()
                .unwrap();
            assert_eq!(
                out.status.code(),
                Some(0),
                "{}: arbiter {}\n{}{}",
                path.display(),
                args.join(" "),
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            run += 1;
        }
    }
    assert!(run >= 25, "only {run} suggested commands found");
}
