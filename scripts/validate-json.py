#!/usr/bin/env python3
"""Validates JSON documents against the schemas of Documentation/json/.

usage: validate-json.py SCHEMA_DIR DOCUMENT_DIR

Each document is named REPORT.ANYTHING.json and is checked against
SCHEMA_DIR/REPORT.schema.json (JSON Schema draft 2020-12). Every schema is checked
itself too. Prints one line per problem; exits 1 when there is any, 2 on a usage error.
Needs the jsonschema module (Debian: python3-jsonschema; scripts/setup.sh installs it).
"""
import json
import pathlib
import sys

from jsonschema import Draft202012Validator


def main(arguments):
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    schemas = pathlib.Path(arguments[0])
    documents = pathlib.Path(arguments[1])
    problems = []
    validators = {}
    for path in sorted(schemas.glob("*.schema.json")):
        schema = json.loads(path.read_text(encoding="utf-8"))
        for error in Draft202012Validator(Draft202012Validator.META_SCHEMA).iter_errors(schema):
            problems.append(f"{path.name}: not a valid schema: {error.message}")
        validators[path.name[: -len(".schema.json")]] = Draft202012Validator(schema)
    for path in sorted(documents.glob("*.json")):
        report = path.name.split(".")[0]
        validator = validators.get(report)
        if validator is None:
            problems.append(f"{path.name}: no schema {report}.schema.json")
            continue
        document = json.loads(path.read_text(encoding="utf-8"))
        for error in validator.iter_errors(document):
            where = "/".join(str(part) for part in error.absolute_path) or "(top)"
            problems.append(f"{path.name}: {where}: {error.message}")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
