/** Tables of the promotions area (issue 7). Kept apart from schema.ts so that work on different areas never edits one file. */
export {};
