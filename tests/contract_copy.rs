//! `docs/position-format.md` is the position-file contract as the shared design folder holds
//! it (`../shared/design/position-format.md`, the reference other tools read): the copy in the
//! repository must say exactly what the reference says, below its header comment. Without the
//! shared folder beside the repository the comparison is skipped, saying so.

use std::path::Path;

/// The copy's text without its header comment.
fn body(copy: &str) -> &str {
    match copy
        .strip_prefix("<!--")
        .and_then(|rest| rest.split_once("-->\n\n"))
    {
        Some((_, body)) => body,
        None => copy,
    }
}

#[test]
fn the_contract_in_docs_is_the_shared_reference() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = std::fs::read_to_string(root.join("docs/position-format.md"))
        .expect("docs/position-format.md is part of the repository");
    let Some(reference) = crate::common::shared::shared_path("design/position-format.md") else {
        return;
    };
    let reference = std::fs::read_to_string(&reference)
        .unwrap_or_else(|e| panic!("{}: {e}", reference.display()));
    assert!(
        body(&copy) == reference,
        "docs/position-format.md differs from ../shared/design/position-format.md: copy the \
         reference again below the header comment"
    );
}

#[test]
fn the_copy_keeps_its_header_and_a_body() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let copy = std::fs::read_to_string(root.join("docs/position-format.md")).unwrap();
    assert!(
        copy.starts_with("<!--"),
        "the copy names its reference first"
    );
    assert!(body(&copy).len() > 1000, "the contract's text is there");
}
