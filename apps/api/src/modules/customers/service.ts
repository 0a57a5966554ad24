/**
 * Customers for the back office (issue "Back office I"): find them, see what the shop holds of them,
 * disable an account, and, as privacy law asks, export a customer's data or erase the customer — orders
 * stay for the books with the personal data taken out.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { CustomerDetailAnswer, CustomerListAnswer, CustomerListQuery } from "@petsies/contract/admin";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  cartItems,
  carts,
  customerAddresses,
  customers,
  customerSessions,
  customerStories,
  emailTokens,
  newsletterSubscribers,
  orderEmails,
  orderItems,
  orders,
  products,
  reviews,
  sharedBirthdays,
  wishlistItems,
} from "../../db/schema.ts";
import { Invalid, NotFound } from "../../infra/errors.ts";
import { writeAudit, type Actor } from "../staff/audit.ts";

type CustomerRow = typeof customers.$inferSelect;

const placedBy = (customerId: number) => and(eq(orders.customerId, customerId), eq(orders.paymentState, "authorized"));

export async function customerById(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new NotFound(`There is no customer ${id}`);
  return row;
}

export async function listCustomers(db: Db, query: CustomerListQuery): Promise<CustomerListAnswer> {
  const where: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = containsPattern(q);
    where.push(or(ilike(customers.email, like), sql`${customers.firstName} || ' ' || ${customers.lastName} ilike ${like}`)!);
  }
  const filter = where.length ? and(...where) : undefined;
  const orderCount = db
    .select({ customerId: orders.customerId, n: count().as("n") })
    .from(orders)
    .where(eq(orders.paymentState, "authorized"))
    .groupBy(orders.customerId)
    .as("order_counts");
  const [rows, [total]] = await Promise.all([
    db
      .select({ customer: customers, orders: orderCount.n })
      .from(customers)
      .leftJoin(orderCount, eq(orderCount.customerId, customers.id))
      .where(filter)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(customers).where(filter),
  ]);
  return {
    customers: rows.map((r) => ({
      id: r.customer.id,
      email: r.customer.email,
      name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
      createdAt: r.customer.createdAt.toISOString(),
      orders: Number(r.orders ?? 0),
      disabled: r.customer.disabledAt !== null,
    })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function customerDetail(db: Db, id: number): Promise<CustomerDetailAnswer> {
  const customer = await customerById(db, id);
  const [addresses, orderRows, cart, wishlist, newsletter] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)).orderBy(asc(customerAddresses.id)),
    db
      .select({ order: orders, items: sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number) })
      .from(orders)
      .where(placedBy(id))
      .orderBy(desc(orders.createdAt)),
    db.select().from(carts).where(and(eq(carts.customerId, id), eq(carts.isActive, true))).orderBy(desc(carts.updatedAt)).limit(1),
    db
      .select({ sku: products.sku, name: products.name, addedAt: wishlistItems.createdAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, id))
      .orderBy(desc(wishlistItems.createdAt)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email)),
  ]);
  const openCart = cart[0];
  const lines = openCart
    ? await db
        .select({ sku: cartItems.sku, name: products.name, qty: cartItems.qty })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, openCart.id))
        .orderBy(asc(cartItems.id))
    : [];
  return {
    id: customer.id,
    email: customer.email,
    name: `${customer.firstName} ${customer.lastName}`.trim(),
    firstName: customer.firstName,
    lastName: customer.lastName,
    phoneNumber: customer.phoneNumber,
    hasPassword: customer.passwordHash !== null,
    createdAt: customer.createdAt.toISOString(),
    orders: orderRows.length,
    disabled: customer.disabledAt !== null,
    addresses: addresses.map((a) => ({
      id: a.id,
      firstname: a.firstname,
      lastname: a.lastname,
      street: a.street,
      city: a.city,
      region: a.region,
      postcode: a.postcode,
      countryId: a.countryId,
      telephone: a.telephone,
      isDefaultShipping: customer.defaultShippingAddressId === a.id,
      isDefaultBilling: customer.defaultBillingAddressId === a.id,
    })),
    orderList: orderRows.map(({ order, items }) => ({
      incrementId: order.incrementId,
      createdAt: order.createdAt.toISOString(),
      grandTotalCents: order.grandTotalCents,
      currencyCode: order.currencyCode,
      items,
    })),
    cart: openCart ? { updatedAt: openCart.updatedAt.toISOString(), lines } : null,
    wishlist: wishlist.map((w) => ({ sku: w.sku, name: w.name, addedAt: w.addedAt.toISOString() })),
    newsletter: newsletter[0] ? { subscribed: newsletter[0].subscribed, since: newsletter[0].createdAt.toISOString() } : null,
  };
}

/** Disables (ending every session at once) or enables an account. */
export async function setCustomerDisabled(db: Db, actor: Actor, id: number, disabled: boolean, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!before) throw new NotFound(`There is no customer ${id}`);
    const disabledAt = disabled ? (before.disabledAt ?? now) : null;
    await tx.update(customers).set({ disabledAt, updatedAt: now }).where(eq(customers.id, id));
    if (disabled) await tx.update(customerSessions).set({ revokedAt: now }).where(and(eq(customerSessions.customerId, id), isNull(customerSessions.revokedAt)));
    await writeAudit(tx, actor, {
      action: disabled ? "customer.disable" : "customer.enable",
      entityType: "customer",
      entityId: id,
      before: { disabled: before.disabledAt !== null },
      after: { disabled },
    });
  });
}

/** Everything the shop holds of a customer, as one JSON document (a data access request). */
export async function exportCustomer(db: Db, actor: Actor, id: number): Promise<Record<string, unknown>> {
  const customer = await customerById(db, id);
  const { passwordHash: _hash, ...profile } = customer;
  const placed = await db.select().from(orders).where(eq(orders.customerId, id)).orderBy(asc(orders.createdAt));
  const items = placed.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, placed.map((o) => o.id))).orderBy(asc(orderItems.id)) : [];
  const [addresses, ownCarts, wishlist, ownReviews, newsletter, stories, birthdays] = await Promise.all([
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)),
    db.select().from(carts).where(eq(carts.customerId, id)),
    db.select({ sku: products.sku, name: products.name, addedAt: wishlistItems.createdAt }).from(wishlistItems).innerJoin(products, eq(products.id, wishlistItems.productId)).where(eq(wishlistItems.customerId, id)),
    db.select().from(reviews).where(eq(reviews.customerId, id)),
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email)),
    db.select().from(customerStories).where(or(eq(customerStories.customerId, id), eq(customerStories.email, customer.email))),
    db.select().from(sharedBirthdays).where(or(eq(sharedBirthdays.customerId, id), eq(sharedBirthdays.ownerEmail, customer.email))),
  ]);
  const cartLines = ownCarts.length ? await db.select().from(cartItems).where(inArray(cartItems.cartId, ownCarts.map((c) => c.id))) : [];
  await writeAudit(db, actor, { action: "customer.export", entityType: "customer", entityId: id });
  return {
    exportedAt: new Date().toISOString(),
    profile,
    addresses,
    orders: placed.map(({ orderKey: _key, ...o }) => ({ ...o, items: items.filter((i) => i.orderId === o.id) })),
    carts: ownCarts.map(({ recoveryCodeHash: _code, ...c }) => ({ ...c, lines: cartLines.filter((l) => l.cartId === c.id) })),
    wishlist,
    reviews: ownReviews,
    newsletter: newsletter.map(({ unsubscribeTokenHash: _token, ...n }) => n)[0] ?? null,
    customerStories: stories,
    sharedBirthdays: birthdays,
  };
}

const ERASED = "erased";

/** An address with nothing left that names or reaches a person; the country stays for tax records. */
function erasedAddress(address: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!address) return null;
  return { firstname: ERASED, lastname: ERASED, street: [], city: "", postcode: "", telephone: "", country_id: address.country_id ?? null, region: address.region ?? "" };
}

/**
 * Erases a customer: the account and what hangs on it go (addresses, sessions, lists, reviews), carts and
 * shared stories lose their owner, the newsletter forgets the address, and orders keep their amounts and
 * items with the name, e-mail, addresses and phone removed.
 */
export async function eraseCustomer(db: Db, actor: Actor, id: number, confirmEmail: string): Promise<{ erasedOrders: number }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, id)).for("update");
    if (!customer) throw new NotFound(`There is no customer ${id}`);
    if (confirmEmail.trim().toLowerCase() !== customer.email) throw new Invalid("Type the customer's e-mail address to confirm: it did not match.");
    const placeholder = `erased-customer-${id}@invalid`;
    const own = await tx.select({ id: orders.id, shipping: orders.shippingAddress, billing: orders.billingAddress }).from(orders).where(eq(orders.customerId, id));
    for (const o of own) {
      await tx
        .update(orders)
        .set({ email: placeholder, customerId: null, personalDetails: {}, shippingAddress: erasedAddress(o.shipping), billingAddress: erasedAddress(o.billing)!, updatedAt: new Date() })
        .where(eq(orders.id, o.id));
      await tx.update(orderEmails).set({ recipient: placeholder }).where(eq(orderEmails.orderId, o.id));
    }
    await tx.delete(emailTokens).where(eq(emailTokens.email, customer.email));
    await tx.update(carts).set({ customerId: null, email: null, firstName: null, lastName: null }).where(eq(carts.customerId, id));
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, customer.email));
    await tx.delete(customerStories).where(or(eq(customerStories.customerId, id), eq(customerStories.email, customer.email)));
    await tx.delete(sharedBirthdays).where(or(eq(sharedBirthdays.customerId, id), eq(sharedBirthdays.ownerEmail, customer.email)));
    await tx.delete(customers).where(eq(customers.id, id));
    // The trail says that a customer was erased, not who they were.
    await writeAudit(tx, actor, { action: "customer.erase", entityType: "customer", entityId: id, after: { erasedOrders: own.length } });
    return { erasedOrders: own.length };
  });
}
