/**
 * The shipping rules' vocabulary, as configuration: what a condition can look at and what an
 * action can change, each with its operators, input type, step and default value. The form is built
 * from these, the server checks rules against them and the engine (rules/run-shipping-rules.ts)
 * evaluates them; nothing else names a condition or an action.
 */

/** How a value is entered and where its options come from. */
export const RuleInputType = {
  Number: 'NUMBER',
  PostalZone: 'POSTAL_ZONE',
  Service: 'SERVICE',
  Source: 'SOURCE',
  Warehouse: 'WAREHOUSE',
  Parcel: 'PARCEL',
  None: 'NONE',
} as const;
export type RuleInputType = (typeof RuleInputType)[keyof typeof RuleInputType];

/** Operators of a condition. `ALWAYS` is the one operator of a condition without a value. */
export const ConditionOperator = {
  Equals: 'EQUALS',
  NotEquals: 'NOT_EQUALS',
  GreaterThan: 'GREATER_THAN',
  LessThan: 'LESS_THAN',
  Always: 'ALWAYS',
} as const;
export type ConditionOperator = (typeof ConditionOperator)[keyof typeof ConditionOperator];

/**
 * Operations of an action: ASSIGN fills the field only while the shipment has none;
 * OVERWRITE replaces whatever the shipment has.
 */
export const ActionOperation = { Assign: 'ASSIGN', Overwrite: 'OVERWRITE' } as const;
export type ActionOperation = (typeof ActionOperation)[keyof typeof ActionOperation];
export const ACTION_OPERATIONS = [ActionOperation.Assign, ActionOperation.Overwrite] as const;

export const ConditionIdentifier = {
  TotalWeight: 'TOTAL_WEIGHT',
  ParcelCount: 'PARCEL_COUNT',
  ContentValue: 'CONTENT_VALUE',
  Destination: 'DESTINATION',
  Source: 'SOURCE',
  Warehouse: 'WAREHOUSE',
  Service: 'SERVICE',
  AllShipments: 'ALL_SHIPMENTS',
} as const;
export type ConditionIdentifier = (typeof ConditionIdentifier)[keyof typeof ConditionIdentifier];

export const ActionIdentifier = {
  Service: 'SERVICE',
  Warehouse: 'WAREHOUSE',
  Parcel: 'PARCEL',
  ContentValue: 'CONTENT_VALUE',
} as const;
export type ActionIdentifier = (typeof ActionIdentifier)[keyof typeof ActionIdentifier];

export type RuleDefinition<Identifier extends string, Operator extends string> = {
  identifier: Identifier;
  operators: readonly Operator[];
  inputType: RuleInputType;
  /** The smallest difference between two values of a number (1: whole numbers only). */
  step?: number;
  defaultValue?: string | number;
};

const COMPARISONS = [
  ConditionOperator.GreaterThan,
  ConditionOperator.LessThan,
  ConditionOperator.Equals,
] as const;
const MATCHES = [ConditionOperator.Equals, ConditionOperator.NotEquals] as const;

export const CONDITION_DEFINITIONS: readonly RuleDefinition<ConditionIdentifier, ConditionOperator>[] = [
  {
    identifier: ConditionIdentifier.TotalWeight,
    operators: COMPARISONS,
    inputType: RuleInputType.Number,
    step: 0.001,
    defaultValue: 1,
  },
  {
    identifier: ConditionIdentifier.ParcelCount,
    operators: COMPARISONS,
    inputType: RuleInputType.Number,
    step: 1,
    defaultValue: 1,
  },
  {
    identifier: ConditionIdentifier.ContentValue,
    operators: COMPARISONS,
    inputType: RuleInputType.Number,
    step: 0.01,
    defaultValue: 0,
  },
  { identifier: ConditionIdentifier.Destination, operators: MATCHES, inputType: RuleInputType.PostalZone },
  { identifier: ConditionIdentifier.Source, operators: MATCHES, inputType: RuleInputType.Source },
  { identifier: ConditionIdentifier.Warehouse, operators: MATCHES, inputType: RuleInputType.Warehouse },
  { identifier: ConditionIdentifier.Service, operators: MATCHES, inputType: RuleInputType.Service },
  {
    identifier: ConditionIdentifier.AllShipments,
    operators: [ConditionOperator.Always],
    inputType: RuleInputType.None,
  },
];

export const ACTION_DEFINITIONS: readonly RuleDefinition<ActionIdentifier, ActionOperation>[] = [
  { identifier: ActionIdentifier.Service, operators: ACTION_OPERATIONS, inputType: RuleInputType.Service },
  {
    identifier: ActionIdentifier.Warehouse,
    operators: ACTION_OPERATIONS,
    inputType: RuleInputType.Warehouse,
  },
  { identifier: ActionIdentifier.Parcel, operators: ACTION_OPERATIONS, inputType: RuleInputType.Parcel },
  {
    identifier: ActionIdentifier.ContentValue,
    operators: ACTION_OPERATIONS,
    inputType: RuleInputType.Number,
    step: 0.01,
    defaultValue: 0,
  },
];

export const CONDITION_IDENTIFIERS = CONDITION_DEFINITIONS.map((d) => d.identifier) as [
  ConditionIdentifier,
  ...ConditionIdentifier[],
];
export const ACTION_IDENTIFIERS = ACTION_DEFINITIONS.map((d) => d.identifier) as [
  ActionIdentifier,
  ...ActionIdentifier[],
];

export const conditionDefinitionOf = (identifier: string) =>
  CONDITION_DEFINITIONS.find((definition) => definition.identifier === identifier);
export const actionDefinitionOf = (identifier: string) =>
  ACTION_DEFINITIONS.find((definition) => definition.identifier === identifier);
