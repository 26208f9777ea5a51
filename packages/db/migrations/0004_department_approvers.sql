-- Who acts on a "department head" step of an approval chain: the head and the officer-in-charge
-- of the requester's department; when it has neither (or only the requester), those of the
-- department above it, and so on up the tree. Evaluated when a request is read or acted on, so a
-- newly named OIC takes over requests already waiting.
CREATE OR REPLACE FUNCTION hris_department_approvers(dept_id integer, requester_personnel_id integer) RETURNS integer[] AS $$
  WITH RECURSIVE up AS (
    SELECT id, parent_id, head_personnel_id, oic_personnel_id, 0 AS depth FROM departments WHERE id = dept_id
    UNION ALL
    SELECT d.id, d.parent_id, d.head_personnel_id, d.oic_personnel_id, up.depth + 1 FROM departments d JOIN up ON d.id = up.parent_id WHERE up.depth < 20
  ),
  candidates AS (
    SELECT depth, array_remove(array_remove(ARRAY[head_personnel_id, oic_personnel_id], NULL), requester_personnel_id) AS ids FROM up
  )
  SELECT coalesce((SELECT ids FROM candidates WHERE cardinality(ids) > 0 ORDER BY depth LIMIT 1), '{}'::integer[]);
$$ LANGUAGE sql STABLE;
