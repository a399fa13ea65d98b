-- Every move of a workflow's status, as the state machine made it (`applyWorkflowEvent`, the workflows
-- module's only way to change a status): the workflow's timeline, in order.
CREATE TABLE workflow_steps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  workflow_id uuid NOT NULL REFERENCES workflows (id) ON DELETE CASCADE,
  event text NOT NULL CHECK (length(event) BETWEEN 1 AND 64),
  actor text NOT NULL CHECK (actor IN ('buyer', 'seller', 'provider', 'timer')),
  from_status text NOT NULL,
  to_status text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX workflow_steps_workflow_idx ON workflow_steps (workflow_id, id);
