#!/usr/bin/env python3
"""Writes the fuzz seed corpora under Tests/Fuzz/Corpus from Scenarios/ and a few hand-made
inputs. Run from anywhere; rerun after the scenario files change. The layout of an input (a
switches byte, then sections separated by the line %%) is described in FuzzInput.swift."""
import os, re, glob, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SCENARIOS = os.path.join(ROOT, "Scenarios")
CORPUS = os.path.join(HERE, "Corpus")
SEP = b"\n%%\n"

def write(folder, name, data):
    os.makedirs(os.path.join(CORPUS, folder), exist_ok=True)
    with open(os.path.join(CORPUS, folder, name), "wb") as f:
        f.write(data)

# Seeds this script does not make: inputs a fuzzer or a bug report found, committed by hand.
# They are kept across a rerun (the folders are emptied first, so that a seed made from a file
# since removed goes with it). Add a found input here when you commit it.
KEPT = ("lint/strings-huge-position", "scenarios/two-steps-arrays", "scenarios/voip-push-without-aps")
kept = {}
for name in KEPT:
    path = os.path.join(CORPUS, name)
    if os.path.exists(path):
        kept[name] = open(path, "rb").read()

for folder in ("json", "lint", "scenarios"):
    shutil.rmtree(os.path.join(CORPUS, folder), ignore_errors=True)

for name, data in kept.items():
    folder, file = name.split("/", 1)
    write(folder, file, data)

payloads = sorted(glob.glob(os.path.join(SCENARIOS, "Payloads", "**", "*.apns"), recursive=True))

# json: every bundled payload, and the corners of the grammar.
for path in payloads:
    write("json", "payload-" + os.path.basename(path).replace(".apns", ""), open(path, "rb").read())
corners = {
    "escapes": rb'{"s":"\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\u0000","k\u0041":1}',
    "numbers": b'[0,-0,1.5,-2.5e10,1E+2,1e-2,123456789012345678901234567890,true,false,null]',
    "nested": b'{"a":[{"b":[[{"c":{}}]]},[]],"d":""}',
    "utf8": '{"\u00fcber":"\u65e5\u672c \U0001F600"}'.encode(),
    "duplicate-key": b'{"a":1,"a":2}',
    "trailing-comma": b'[1,2,]',
    "scalar": b'  "top-level string"  ',
    # Found by this target: a key with raw NUL bytes after a value the skimming read steps over.
    "skimmed-then-error": b'{\n  "aps": {\n    "content-available": 1\n  },\n  "syn\x00\x00c": "inbox"\n}\n',
}
for name, data in corners.items():
    write("json", name, data)

# lint: switches byte (bits 0-3 push type, bit 4 .apns, bit 5 .xcstrings), payload, headers, strings.
headers = b"apns-push-type: alert\napns-priority: 10\napns-topic: com.example.WenderCast\napns-expiration: 0\napns-collapse-id: news\napns-id: 123e4567-e89b-12d3-a456-426614174000"
background_headers = b"apns-push-type: background\napns-priority: 5\n:path: /3/device/" + b"ab" * 32
strings = b'/* greeting */\n"NEW_MSG" = "%1$@ sent %2$@";\n"TITLE" = "Hello";\nunquoted = "x";\n'
catalog = (b'{"sourceLanguage":"en","strings":{"NEW_MSG":{"localizations":{"en":{"stringUnit":'
           b'{"state":"translated","value":"%1$@ sent %2$@"}}}},"TITLE":{}},"version":"1.0"}')
localized = b'{"aps":{"alert":{"title-loc-key":"TITLE","loc-key":"NEW_MSG","loc-args":["Ann","a photo"]}}}'
for index, path in enumerate(payloads):
    body = open(path, "rb").read()
    name = os.path.basename(path).replace(".apns", "")
    write("lint", "apns-" + name, bytes([0x10]) + body)
    write("lint", "json-headers-" + name, bytes([index % 12]) + body + SEP + headers)
write("lint", "background-headers", bytes([0x02]) + b'{"aps":{"content-available":1}}' + SEP + background_headers)
write("lint", "strings", bytes([0x00]) + localized + SEP + SEP + strings)
write("lint", "xcstrings", bytes([0x20]) + localized + SEP + headers + SEP + catalog)
# The push types in the order of FuzzTargets.pushTypes: nil, then APNsPushType.allCases (the rows
# of APNsPushTypeRule.table), then "bogus". Keep in step with the table.
PUSH_TYPES = [None, "alert", "background", "location", "voip", "complication", "fileprovider", "mdm",
              "liveactivity", "pushtotalk", "controls", "widgets", "bogus"]
def push_type(name):
    return PUSH_TYPES.index(name)
write("lint", "live-activity", bytes([push_type("liveactivity")]) + b'{"aps":{"timestamp":1700000000,"event":"update","content-state":{"n":1}}}')
# One example per push type outside alert and background, with its request headers.
typed = {
    "widgets": (b'{"aps":{"content-changed":true}}', b"apns-push-type: widgets\napns-topic: com.example.Weather.push-type.widgets"),
    "controls": (b'{"aps":{"content-changed":true}}', b"apns-push-type: controls\napns-topic: com.example.Garage.push-type.controls\napns-priority: 10\napns-expiration: 0"),
    "mdm": (b'{"mdm":"996ac527-9993-4a0a-8528-60b2b3c2f52b"}', b"apns-push-type: mdm\napns-topic: com.apple.mgmt.External.18a16429-886b-41f1-9c30-2bd04ae4fc37"),
    "complication": (b'{"aps":{},"score":"3-1"}', b"apns-push-type: complication\napns-topic: com.example.Scores.complication"),
    "fileprovider": (b'{"container-identifier":"NSFileProviderWorkingSetContainerItemIdentifier","domain":"main"}', b"apns-push-type: fileprovider\napns-topic: com.example.Files.pushkit.fileprovider"),
}
for name, (body, request) in typed.items():
    write("lint", "push-type-" + name, bytes([push_type(name)]) + body + SEP + request)
write("lint", "push-type-widgets-missing-key", bytes([push_type("widgets")]) + b'{"aps":{}}')
write("lint", "push-type-mdm-extra-key", bytes([push_type("mdm")]) + b'{"mdm":"magic","aps":{"alert":"x"}}')

# scenarios (loader and run): each scenario file, then the payload files it names, in order.
for path in sorted(glob.glob(os.path.join(SCENARIOS, "**", "*.json"), recursive=True)):
    if path.endswith(".schema.json"):
        continue
    text = open(path, "rb").read()
    sections = [text]
    seen = []
    for match in re.finditer(rb'"([^"]+\.apns)"', text):
        rel = match.group(1).decode()
        if rel in seen:
            continue
        seen.append(rel)
        target = os.path.normpath(os.path.join(os.path.dirname(path), rel))
        sections.append(open(target, "rb").read() if os.path.exists(target) else b"")
    name = os.path.relpath(path, SCENARIOS).replace(os.sep, "-").replace(".json", "")
    write("scenarios", name, b"\x00" + SEP.join(sections))

# The dictionary: JSON's tokens, the input separator, and every key and enumerated value the
# scenario schema names, plus the payload and header keys the linter knows.
import json
words = ['{', '}', '[', ']', ':', ',', '"', 'true', 'false', 'null', '\\u', '\\ud83d\\ude00', '\\"', '-0',
         '1e308', '0.5', '%%', '\n%%\n', '%@', '%1$@', '%d', '/*', '*/', '=', ';']
words += ['aps', 'alert', 'title', 'subtitle', 'body', 'badge', 'sound', 'category', 'thread-id',
          'content-available', 'mutable-content', 'interruption-level', 'relevance-score', 'loc-key',
          'loc-args', 'title-loc-key', 'title-loc-args', 'subtitle-loc-key', 'launch-image', 'critical',
          'volume', 'name', 'timestamp', 'event', 'content-state', 'dismissal-date', 'stale-date',
          'attributes-type', 'attributes', 'target-content-id', 'filter-criteria',
          'Simulator Target Bundle', 'apns-push-type', 'apns-priority', 'apns-topic', 'apns-expiration',
          'apns-collapse-id', 'apns-id', ':path', '/3/device/', 'authorization', 'bearer',
          'sourceLanguage', 'strings', 'localizations', 'stringUnit', 'state', 'value', 'variations',
          'plural', 'one', 'other', 'translated', 'version']
def collect(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "properties" and isinstance(value, dict):
                words.extend(value.keys())
            if key in ("enum", "const"):
                words.extend(v for v in (value if isinstance(value, list) else [value]) if isinstance(v, str))
            collect(value)
    elif isinstance(node, list):
        for item in node:
            collect(item)
collect(json.load(open(os.path.join(SCENARIOS, "scenario.schema.json"))))
unique = list(dict.fromkeys(words))
with open(os.path.join(HERE, "fuzz.dict"), "w") as f:
    f.write("# libFuzzer dictionary for every notifsim-fuzz target; written by make-corpus.py.\n")
    for word in unique:
        escaped = "".join(c if 0x20 <= ord(c) < 0x7f and c not in '"\\' else ("\\" + c if c in '"\\' else "\\x%02x" % ord(c)) for c in word)
        f.write('"%s"\n' % escaped)
