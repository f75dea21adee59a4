require('dotenv').config();
const config = require('../config/default.json');
const { createApp } = require('./app');

const port = Number(process.env.PORT || config.port);
createApp().listen(port, () => console.log(`payments-api listening on :${port}`));
