/**
 * The GraphQL Admin API documents the connector sends (API version pinned in shopify-provider.ts).
 * Each operation is named, so a shop's logs (and the local test server) tell them apart.
 */

/** Open, unfulfilled orders created in a window, oldest first, a page at a time. */
export const UNFULFILLED_ORDERS = /* GraphQL */ `
  query UnfulfilledOrders($first: Int!, $after: String, $query: String!) {
    orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
      nodes {
        id
        name
        createdAt
        currencyCode
        note
        email
        phone
        shippingAddress {
          firstName
          lastName
          company
          address1
          address2
          city
          zip
          provinceCode
          countryCodeV2
          phone
        }
        lineItems(first: 100) {
          nodes {
            name
            quantity
            originalUnitPriceSet { shopMoney { amount } }
            variant { inventoryItem { measurement { weight { unit value } } } }
          }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

/** The fulfillment orders of one order: those still open are what a fulfillment closes. */
export const FULFILLMENT_ORDERS = /* GraphQL */ `
  query FulfillmentOrders($id: ID!) {
    order(id: $id) {
      fulfillmentOrders(first: 20) {
        nodes { id status }
      }
    }
  }
`;

/** A fulfillment of every line of one fulfillment order, with the tracking number; the buyer is told. */
export const CREATE_FULFILLMENT = /* GraphQL */ `
  mutation MarkShipped($fulfillment: FulfillmentInput!) {
    fulfillmentCreate(fulfillment: $fulfillment) {
      fulfillment { id status }
      userErrors { field message }
    }
  }
`;
