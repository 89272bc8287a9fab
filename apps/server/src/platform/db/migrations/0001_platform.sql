-- Marks the start of the schema; ids come from gen_random_uuid(), built into PostgreSQL 13+.
SELECT 1;
