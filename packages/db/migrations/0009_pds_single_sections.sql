-- A one-off PDS section (personal information, family background, questions 34–40, references,
-- government ID) has one row per person: saves upsert on this index.
CREATE UNIQUE INDEX "pds_entries_single_section" ON "pds_entries" ("personnel_id", "section")
  WHERE "section" IN ('personal', 'family', 'questions', 'references', 'government_id');
