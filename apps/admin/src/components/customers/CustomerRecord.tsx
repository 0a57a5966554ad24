/** What the shop holds of a customer: profile, addresses, orders, open cart, wish list, newsletter. */
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { CustomerDetailAnswer } from "@petsies/contract/admin";
import { formatDateTime } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/money.ts";
import { EmptyRow, Table, Td, Th } from "../ui/Table.tsx";
import { AccountState } from "./AccountState.tsx";

type Customer = CustomerDetailAnswer;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function CustomerProfile({ customer }: { customer: Customer }) {
  const { newsletter } = customer;
  return (
    <Section id="profile-heading" title="Profile">
      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Item term="Name">{[customer.firstName, customer.lastName].filter(Boolean).join(" ") || "—"}</Item>
        <Item term="E-mail">
          <a href={`mailto:${customer.email}`} className="text-indigo-800 hover:underline">
            {customer.email}
          </a>
        </Item>
        <Item term="Phone">{customer.phoneNumber ?? "—"}</Item>
        <Item term="Customer since">{formatDateTime(customer.createdAt)}</Item>
        <Item term="Password">{customer.hasPassword ? "Has a password" : "No password set"}</Item>
        <Item term="Account">
          <AccountState disabled={customer.disabled} />
        </Item>
        <Item term="Newsletter">
          {newsletter === null ? "Never subscribed" : newsletter.subscribed ? `Subscribed since ${formatDateTime(newsletter.since)}` : `Unsubscribed ${formatDateTime(newsletter.since)}`}
        </Item>
      </dl>
    </Section>
  );
}

export function CustomerAddresses({ customer }: { customer: Customer }) {
  return (
    <Section id="addresses-heading" title={`Addresses (${customer.addresses.length})`}>
      {customer.addresses.length === 0 ? (
        <p className="text-sm text-slate-600">No saved addresses.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {customer.addresses.map((address) => {
            const defaults = [address.isDefaultShipping ? "Default shipping" : "", address.isDefaultBilling ? "Default billing" : ""].filter(Boolean);
            const lines = [
              [address.firstname, address.lastname].filter(Boolean).join(" "),
              ...address.street,
              [address.city, address.region, address.postcode].filter(Boolean).join(", "),
              address.countryId,
              address.telephone,
            ].filter((line) => line.trim() !== "");
            return (
              <li key={address.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
                {defaults.length > 0 ? (
                  <p className="mb-2 flex flex-wrap gap-1">
                    {defaults.map((text) => (
                      <span key={text} className="rounded-full bg-indigo-100 px-2 py-0.5 text-xs font-medium text-indigo-900">
                        {text}
                      </span>
                    ))}
                  </p>
                ) : null}
                <address className="not-italic leading-relaxed text-slate-800">
                  {lines.map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

export function CustomerOrders({ customer }: { customer: Customer }) {
  return (
    <Section id="orders-heading" title={`Orders (${customer.orderList.length})`}>
      <Table caption={`Orders of ${customer.email}`} minWidth="min-w-[30rem]">
        <thead>
          <tr>
            <Th>Order</Th>
            <Th>Placed</Th>
            <Th className="text-right">Items</Th>
            <Th className="text-right">Total</Th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {customer.orderList.length === 0 ? (
            <EmptyRow colSpan={4}>No orders yet.</EmptyRow>
          ) : (
            customer.orderList.map((order) => (
              <tr key={order.incrementId} className="hover:bg-slate-50">
                <Td>
                  <Link to="/orders/$incrementId" params={{ incrementId: order.incrementId }} className="whitespace-nowrap font-medium text-indigo-800 hover:underline">
                    #{order.incrementId}
                  </Link>
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(order.createdAt)}</Td>
                <Td className="text-right tabular-nums">{order.items}</Td>
                <Td className="whitespace-nowrap text-right tabular-nums">{formatMoney(order.grandTotalCents, order.currencyCode)}</Td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Section>
  );
}

export function CustomerCart({ customer }: { customer: Customer }) {
  const { cart } = customer;
  return (
    <Section id="cart-heading" title="Open cart">
      {cart === null || cart.lines.length === 0 ? (
        <p className="text-sm text-slate-600">No open cart.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-600">Last changed {formatDateTime(cart.updatedAt)}</p>
          <Table caption="Lines of the open cart">
            <thead>
              <tr>
                <Th>Product</Th>
                <Th>SKU</Th>
                <Th className="text-right">Qty</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {cart.lines.map((line, i) => (
                <tr key={`${line.sku}-${i}`}>
                  <Td>{line.name}</Td>
                  <Td>
                    <code>{line.sku}</code>
                  </Td>
                  <Td className="text-right tabular-nums">{line.qty}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
        </>
      )}
    </Section>
  );
}

export function CustomerWishlist({ customer }: { customer: Customer }) {
  return (
    <Section id="wishlist-heading" title={`Wish list (${customer.wishlist.length})`}>
      {customer.wishlist.length === 0 ? (
        <p className="text-sm text-slate-600">The wish list is empty.</p>
      ) : (
        <Table caption="Wish list">
          <thead>
            <tr>
              <Th>Product</Th>
              <Th>SKU</Th>
              <Th>Added</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {customer.wishlist.map((entry, i) => (
              <tr key={`${entry.sku}-${i}`}>
                <Td>{entry.name}</Td>
                <Td>
                  <code>{entry.sku}</code>
                </Td>
                <Td className="whitespace-nowrap">{formatDateTime(entry.addedAt)}</Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}
